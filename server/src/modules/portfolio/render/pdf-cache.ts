/**
 * Rendered PDFs by their content's hash, the least recently used dropped first once the bytes
 * kept pass `maxBytes`. A file bigger than the whole cache is not kept.
 */
export class PdfCache {
  readonly #maxBytes: number;
  readonly #files = new Map<string, Buffer>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const file = this.#files.get(key);
    if (file) {
      // Map keeps insertion order: moving the file to the end makes it the most recent.
      this.#files.delete(key);
      this.#files.set(key, file);
    }
    return file;
  }

  set(key: string, file: Buffer): void {
    if (file.byteLength > this.#maxBytes) return;
    this.delete(key);
    this.#files.set(key, file);
    this.#bytes += file.byteLength;
    for (const [oldest, old] of this.#files) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= old.byteLength;
    }
  }

  delete(key: string): void {
    const file = this.#files.get(key);
    if (!file) return;
    this.#files.delete(key);
    this.#bytes -= file.byteLength;
  }
}
