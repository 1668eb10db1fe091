/**
 * The body as the server must see it: every string equal to a local file id (at any
 * depth) becomes that file's uploaded id. The stored body keeps the local ids, so a
 * later attempt substitutes again from the files table.
 */
export function substituteFileIds(
  value: unknown,
  uploadedIds: ReadonlyMap<string, string>,
): unknown {
  if (typeof value === 'string') return uploadedIds.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => substituteFileIds(item, uploadedIds));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteFileIds(item, uploadedIds)]),
    );
  }
  return value;
}
