import { open } from 'node:fs/promises';

import type { evidenceFiles } from '../../../../contract/uploads.ts';
import { sniffImageType } from '../../plugins/files/sniff-image-type.ts';
import {
  centralDirectoryOffsetOf,
  officeDocumentTypeOf,
  zipTailBytes,
} from './office-document-type.ts';

export type EvidenceMimeType = (typeof evidenceFiles.mimeTypes)[number];

const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const mp4Brands = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ']);
const quickTimeBrands = new Set(['qt  ']);

/** The major brand of an ISO base media file (`....ftypBRND`), or undefined. */
function isoBrandOf(bytes: Buffer): string | undefined {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  return bytes.toString('latin1', 8, 12);
}

/** The type of an evidence file from its bytes, never from its name or declared type. */
export function sniffEvidenceType(bytes: Buffer): EvidenceMimeType | undefined {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  const brand = isoBrandOf(bytes);
  if (brand !== undefined) {
    if (heicBrands.has(brand)) return 'image/heic';
    if (mp4Brands.has(brand)) return 'video/mp4';
    if (quickTimeBrands.has(brand)) return 'video/quicktime';
    return undefined;
  }
  if (bytes.toString('latin1', 0, 4) === 'PK\x03\x04') return officeDocumentTypeOf(bytes);
  return undefined;
}

/** Enough of a file's start to tell every type but a zip's contents. */
const headBytes = 4096;
/** No Office document's central directory comes near this; a larger one is not read. */
const maxCentralDirectoryBytes = 4 * 1024 * 1024;

/**
 * `sniffEvidenceType` of a file on disk, reading only what it looks at: the first bytes, and
 * for a zip its central directory at the end.
 */
export async function sniffEvidenceFile(path: string): Promise<EvidenceMimeType | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const read = async (start: number, length: number) => {
      const bytes = Buffer.alloc(length);
      const { bytesRead } = await file.read(bytes, 0, length, start);
      return bytes.subarray(0, bytesRead);
    };
    const head = await read(0, Math.min(size, headBytes));
    if (size <= headBytes || head.toString('latin1', 0, 4) !== 'PK\x03\x04') {
      return sniffEvidenceType(head);
    }
    const tailStart = Math.max(0, size - zipTailBytes);
    const tail = await read(tailStart, size - tailStart);
    const directoryOffset = centralDirectoryOffsetOf(tail);
    if (directoryOffset === undefined || directoryOffset >= size) return undefined;
    if (directoryOffset >= tailStart) return officeDocumentTypeOf(tail, tailStart);
    if (size - directoryOffset > maxCentralDirectoryBytes) return undefined;
    return officeDocumentTypeOf(
      await read(directoryOffset, size - directoryOffset),
      directoryOffset,
    );
  } finally {
    await file.close();
  }
}
