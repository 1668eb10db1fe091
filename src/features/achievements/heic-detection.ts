/**
 * HEIC and HEIF photos (what iPhones take) are known by their ISO base media brand
 * (`....ftypBRND` at the start), so a file with no type or the wrong one is still found.
 */
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const heicTypes = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const heicExtensions = new Set(['heic', 'heif']);

/** The bytes `isHeicBytes` looks at. */
export const heicHeadLength = 12;

export function isHeicBytes(head: Uint8Array): boolean {
  if (head.length < heicHeadLength) return false;
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return text(4, 8) === 'ftyp' && heicBrands.has(text(8, 12));
}

/** What the browser says: a HEIC/HEIF type, or no type and a `.heic`/`.heif` name. */
export function isLabelledHeic(file: { name: string; type: string }): boolean {
  if (heicTypes.has(file.type.toLowerCase())) return true;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.type === '' && file.name.includes('.') && heicExtensions.has(extension);
}

/** A HEIC/HEIF photo by its label or, whatever it is called, by its first bytes. */
export async function isHeicFile(file: File): Promise<boolean> {
  if (isLabelledHeic(file)) return true;
  try {
    return isHeicBytes(new Uint8Array(await file.slice(0, heicHeadLength).arrayBuffer()));
  } catch {
    // An unreadable file is refused later by the checks that follow, as before.
    return false;
  }
}

/** Extensions for the file chooser, which greys out a `.heic` file that has no type. */
export const heicAccept = ['image/heif', '.heic', '.heif'] as const;
