/** RFC 5987 percent-encoding: encodeURIComponent leaves a few characters it does not allow. */
function encodeExtendedValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header keeping the original name, Arabic included: a plain ASCII
 * `filename` for old clients and the exact UTF-8 name in `filename*` (RFC 6266, RFC 5987).
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const asciiFallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${asciiFallback}"; filename*=UTF-8''${encodeExtendedValue(fileName)}`;
}
