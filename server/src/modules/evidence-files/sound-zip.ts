const endOfCentralDirectorySignature = 0x06054b50;
const centralDirectoryEntrySignature = 0x02014b50;
const endOfCentralDirectoryLength = 22;
const maxCommentLength = 0xffff;

/**
 * Declared sizes beyond these mark a zip bomb: a real document of at most 25 MB expands to a
 * few hundred MB at worst and compresses text no better than about 1:100 per part.
 */
const maxTotalUncompressedBytes = 512 * 1024 * 1024;
const maxCompressionRatio = 200;
const ratioCheckedFromBytes = 1024 * 1024;
const maxEntries = 10_000;

interface ZipEntry {
  compressedSize: number;
  uncompressedSize: number;
}

function findEndOfCentralDirectory(bytes: Buffer): number | undefined {
  const lowest = Math.max(0, bytes.length - endOfCentralDirectoryLength - maxCommentLength);
  for (let offset = bytes.length - endOfCentralDirectoryLength; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === endOfCentralDirectorySignature) return offset;
  }
  return undefined;
}

/**
 * The entries the zip's central directory lists, or undefined when it is not a well-formed zip.
 * `bytes` are the zip's last bytes, starting at offset `base` of the whole file.
 */
function centralDirectoryOf(bytes: Buffer, base: number): ZipEntry[] | undefined {
  if (bytes.length < endOfCentralDirectoryLength) return undefined;
  const end = findEndOfCentralDirectory(bytes);
  if (end === undefined) return undefined;
  const entryCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // ZIP64 markers: no document of 25 MB needs them, and they hide the real figures.
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) return undefined;
  let offset = directoryOffset - base;
  if (offset < 0 || entryCount > maxEntries || offset + directorySize > end) return undefined;

  const entries: ZipEntry[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== centralDirectoryEntrySignature) {
      return undefined;
    }
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const uncompressedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > end) return undefined;
    entries.push({ compressedSize, uncompressedSize });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function looksLikeZipBomb(entries: readonly ZipEntry[]): boolean {
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) return true;
    total += entry.uncompressedSize;
    if (
      entry.uncompressedSize > ratioCheckedFromBytes &&
      entry.uncompressedSize > Math.max(entry.compressedSize, 1) * maxCompressionRatio
    ) {
      return true;
    }
  }
  return total > maxTotalUncompressedBytes;
}

/** Where the central directory of a zip starts, from its last bytes; undefined if not found. */
export function centralDirectoryOffsetOf(tail: Buffer): number | undefined {
  if (tail.length < endOfCentralDirectoryLength) return undefined;
  const end = findEndOfCentralDirectory(tail);
  return end === undefined ? undefined : tail.readUInt32LE(end + 16);
}

/** The bytes from the end a zip's end-of-central-directory record can be found within. */
export const zipTailBytes = endOfCentralDirectoryLength + maxCommentLength;

/**
 * Whether a zip (an Office document, typed by `file-type` from its first entries) is whole and
 * no zip bomb, read from its central directory without inflating anything. `bytes` are the
 * whole file, or its last bytes from offset `base` on, central directory included.
 */
export function isSoundZip(bytes: Buffer, base = 0): boolean {
  const entries = centralDirectoryOf(bytes, base);
  return entries !== undefined && !looksLikeZipBomb(entries);
}
