/** The body of an update or delete, carrying the server version the change is based on. */
export function withVersion(
  body: Record<string, unknown> | undefined,
  version: number | undefined,
): Record<string, unknown> | undefined {
  if (version === undefined) return body;
  return { ...body, version };
}
