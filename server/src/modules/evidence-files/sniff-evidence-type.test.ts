import { describe, expect, it } from 'vitest';

import { makeZip, officeEntries } from '../../testing/make-zip.ts';
import { sniffEvidenceType } from './sniff-evidence-type.ts';

function isoMedia(brand: string): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`),
    Buffer.alloc(16),
  ]);
}

describe('sniffEvidenceType', () => {
  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'image/jpeg'],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['HEIC', isoMedia('heic'), 'image/heic'],
    ['HEIF (mif1)', isoMedia('mif1'), 'image/heic'],
    ['MP4', isoMedia('isom'), 'video/mp4'],
    ['MP4 (mp42)', isoMedia('mp42'), 'video/mp4'],
    ['MOV', isoMedia('qt  '), 'video/quicktime'],
    [
      'DOCX',
      makeZip(officeEntries('word')),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'XLSX',
      makeZip(officeEntries('xl')),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'PPTX',
      makeZip(officeEntries('ppt')),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  ])('recognises %s from its bytes', (_name, bytes, type) => {
    expect(sniffEvidenceType(bytes)).toBe(type);
  });

  it.each([
    ['text', Buffer.from('just some notes')],
    ['nothing', Buffer.alloc(0)],
    ['an ISO media file of another brand (AVIF)', isoMedia('avif')],
    ['a plain zip', makeZip([{ name: 'notes.txt' }])],
    ['a zip with content types but no Office folder', makeZip([{ name: '[Content_Types].xml' }])],
    ['a zip cut short', makeZip(officeEntries('word')).subarray(0, 60)],
    [
      'a DOCX whose part claims to inflate to 4 GB (a zip bomb)',
      makeZip([
        ...officeEntries('word'),
        { name: 'word/media/bomb.bin', declaredUncompressedSize: 0xfffffffe },
      ]),
    ],
    [
      'a DOCX whose parts add up to far more than any document (a zip bomb)',
      makeZip([
        ...officeEntries('word'),
        ...Array.from({ length: 3 }, (_, index) => ({
          name: `word/media/${index}.bin`,
          content: Buffer.alloc(2 * 1024 * 1024),
          declaredUncompressedSize: 400 * 1024 * 1024,
        })),
      ]),
    ],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffEvidenceType(bytes)).toBeUndefined();
  });
});
