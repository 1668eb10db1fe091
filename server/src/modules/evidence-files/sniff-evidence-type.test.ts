import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeZip, officeEntries } from '../../testing/make-zip.ts';
import { sniffEvidenceFile, sniffEvidenceType } from './sniff-evidence-type.ts';

function isoMedia(brand: string): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`),
    Buffer.alloc(16),
  ]);
}

const recognised: Array<[string, Buffer, string]> = [
  ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'image/jpeg'],
  [
    'PNG',
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      // Every PNG's first chunk (IHDR, here of a 1×1 picture): a signature alone is no PNG.
      Buffer.from('0000000d494844520000000100000001080600000000000000', 'hex'),
    ]),
    'image/png',
  ],
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
];

const refused: Array<[string, Buffer]> = [
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
];

describe('sniffEvidenceType', () => {
  it.each(recognised)('recognises %s from its bytes', async (_name, bytes, type) => {
    expect(await sniffEvidenceType(bytes)).toBe(type);
  });

  it.each(refused)('refuses %s', async (_name, bytes) => {
    expect(await sniffEvidenceType(bytes)).toBeUndefined();
  });
});

describe('sniffEvidenceFile, reading only the start and a zip’s end from disk', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shawahid-sniff-'));
  let count = 0;
  const onDisk = (bytes: Buffer) => {
    count += 1;
    const path = join(folder, String(count));
    writeFileSync(path, bytes);
    return path;
  };

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const largeDocx = makeZip([
    ...officeEntries('word'),
    { name: 'word/media/photo.jpg', content: Buffer.alloc(3 * 1024 * 1024, 1) },
  ]);
  // Two thousand parts: a central directory longer than the 64 KB tail read first.
  const manyPartsDocx = makeZip([
    ...officeEntries('word'),
    ...Array.from({ length: 2000 }, (_, index) => ({
      name: `word/media/picture-with-a-long-name-${index}.png`,
    })),
  ]);

  it.each([
    ...recognised,
    ['a 3 MB DOCX', largeDocx, recognised[8]?.[2] ?? ''],
    ['a DOCX of 2000 parts', manyPartsDocx, recognised[8]?.[2] ?? ''],
    [
      'a 5 MB PDF',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]),
      'application/pdf',
    ],
  ])('recognises %s', async (_name, bytes, type) => {
    expect(await sniffEvidenceFile(onDisk(bytes))).toBe(type);
  });

  it.each([...refused, ['a large DOCX cut short', largeDocx.subarray(0, largeDocx.length - 100)]])(
    'refuses %s',
    async (_name, bytes) => {
      expect(await sniffEvidenceFile(onDisk(bytes))).toBeUndefined();
    },
  );
});
