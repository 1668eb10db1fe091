import type { evidenceFiles } from '../../../../contract/uploads.ts';
import { sniffImageType } from '../../plugins/files/sniff-image-type.ts';
import { officeDocumentTypeOf } from './office-document-type.ts';

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
