/**
 * Whether a request's `If-None-Match` names the current entity tag, so a 304 may answer it.
 * Weak comparison (RFC 9110 13.1.2): `W/"x"` and `"x"` match.
 */
export function ifNoneMatchIncludes(header: string | undefined, currentTag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(currentTag));
}
