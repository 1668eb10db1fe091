import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { open } from 'node:fs/promises';

import type { evidenceFiles } from '../../../../contract/uploads.ts';
import { centralDirectoryOffsetOf, isSoundZip, zipTailBytes } from './sound-zip.ts';

export type EvidenceMimeType = (typeof evidenceFiles.mimeTypes)[number];

const officeTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const satisfies readonly EvidenceMimeType[];

/**
 * What `file-type` names an accepted evidence type: the HEIF family (iPhone photos, bursts) is
 * stored as HEIC, an M4V as the MP4 it is; anything it names otherwise is refused.
 */
const evidenceTypeOf: Readonly<Record<string, EvidenceMimeType>> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'image/heic-sequence': 'image/heic',
  'image/heif': 'image/heic',
  'image/heif-sequence': 'image/heic',
  'application/pdf': 'application/pdf',
  'video/mp4': 'video/mp4',
  'video/x-m4v': 'video/mp4',
  'video/quicktime': 'video/quicktime',
  ...Object.fromEntries(officeTypes.map((type) => [type, type])),
};

function isOfficeType(type: EvidenceMimeType): boolean {
  return (officeTypes as readonly string[]).includes(type);
}

/** The type of an evidence file from its bytes, never from its name or declared type. */
export async function sniffEvidenceType(bytes: Buffer): Promise<EvidenceMimeType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  const type = detected && evidenceTypeOf[detected.mime];
  if (type && isOfficeType(type) && !isSoundZip(bytes)) return undefined;
  return type;
}

/** No Office document's central directory comes near this; a larger one is not read. */
const maxCentralDirectoryBytes = 4 * 1024 * 1024;

/**
 * Whether the zip on disk is sound (`isSoundZip`), reading only its end: the last bytes, and
 * the central directory when it starts before them.
 */
async function isSoundZipFile(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const read = async (start: number, length: number) => {
      const bytes = Buffer.alloc(length);
      const { bytesRead } = await file.read(bytes, 0, length, start);
      return bytes.subarray(0, bytesRead);
    };
    const tailStart = Math.max(0, size - zipTailBytes);
    const tail = await read(tailStart, size - tailStart);
    const directoryOffset = centralDirectoryOffsetOf(tail);
    if (directoryOffset === undefined || directoryOffset >= size) return false;
    if (directoryOffset >= tailStart) return isSoundZip(tail, tailStart);
    if (size - directoryOffset > maxCentralDirectoryBytes) return false;
    return isSoundZip(await read(directoryOffset, size - directoryOffset), directoryOffset);
  } finally {
    await file.close();
  }
}

/**
 * `sniffEvidenceType` of a file on disk, reading only what it looks at: `file-type` reads the
 * first bytes (for a zip, its first entries), and an Office document's central directory is
 * checked at the end.
 */
export async function sniffEvidenceFile(path: string): Promise<EvidenceMimeType | undefined> {
  const detected = await fileTypeFromFile(path);
  const type = detected && evidenceTypeOf[detected.mime];
  if (type && isOfficeType(type) && !(await isSoundZipFile(path))) return undefined;
  return type;
}
