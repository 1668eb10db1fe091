import { vi } from 'vitest';

/**
 * Catches what `saveBlob` hands to the browser: the names of the files saved, in order.
 * Restore with `vi.restoreAllMocks()`.
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  URL.createObjectURL = () => 'blob:download';
  URL.revokeObjectURL = () => undefined;
  return saved;
}
