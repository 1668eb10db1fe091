/**
 * The bytes of `blob` (or of its part from `start` to `end`) as a Blob held in memory, for a
 * request body. A Blob read from IndexedDB is backed by a file in the database's folder, and
 * WebKit (Firefox too, by other projects' reports) sometimes sends a request's head and none
 * of such a body, mostly when an upload resumes after a drop (docs/sync.md, "Files from the
 * device's database").
 */
export async function inMemoryBlob(blob: Blob, start = 0, end = blob.size): Promise<Blob> {
  return new Blob([await blob.slice(start, end).arrayBuffer()], { type: blob.type });
}
