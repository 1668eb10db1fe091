/** A file's bytes and type, for an engine whose IndexedDB refuses Blobs (docs/sync.md). */
export interface BlobBytes {
  buffer: ArrayBuffer;
  type: string;
}

/** File bytes as the `files` table keeps them: a Blob where the engine can store one. */
export type StoredBlob = Blob | BlobBytes;

/** The form to write: the Blob itself, or its bytes where Blobs cannot be stored. */
export async function toStoredBlob(blob: Blob, blobsStorable: boolean): Promise<StoredBlob> {
  if (blobsStorable) return blob;
  return { buffer: await blob.arrayBuffer(), type: blob.type };
}

/** The Blob readers see, whichever form was stored. */
export function fromStoredBlob(stored: StoredBlob): Blob {
  if (stored instanceof Blob) return stored;
  return new Blob([stored.buffer], { type: stored.type });
}
