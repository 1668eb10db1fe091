/**
 * The placeholders of a size-limit error: `bytes` for the app, which writes the size in the
 * reader's language, and `max` for the server's own English text and older app versions.
 */
export function sizeLimitParams(bytes: number): { max: string; bytes: number } {
  return { max: `${bytes / (1024 * 1024)} MB`, bytes };
}
