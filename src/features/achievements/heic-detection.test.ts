import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { isHeicBytes, isHeicFile, isLabelledHeic } from './heic-detection.ts';

const iphonePhoto = readFileSync(join(import.meta.dirname, 'fixtures/tiny-gradient.heic'));

/** The first bytes of an ISO base media file of one brand. */
function isoHead(brand: string): Uint8Array {
  return new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode(`ftyp${brand}`), 0, 0, 0, 0]);
}

describe('HEIC detection', () => {
  it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])(
    'knows the %s brand from the bytes',
    (brand) => {
      expect(isHeicBytes(isoHead(brand))).toBe(true);
    },
  );

  it('tells a video or a JPEG from a HEIC photo by the bytes', () => {
    expect(isHeicBytes(isoHead('qt  '))).toBe(false);
    expect(isHeicBytes(isoHead('isom'))).toBe(false);
    expect(isHeicBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]))).toBe(
      false,
    );
    expect(isHeicBytes(new Uint8Array([0, 0, 0, 24]))).toBe(false);
  });

  it('knows HEIC and HEIF by type, and by name when the browser gives no type', () => {
    expect(isLabelledHeic({ name: 'IMG_0001.jpg', type: 'image/heic' })).toBe(true);
    expect(isLabelledHeic({ name: 'IMG_0001', type: 'image/heif' })).toBe(true);
    expect(isLabelledHeic({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isLabelledHeic({ name: 'scan.heif', type: '' })).toBe(true);
    expect(isLabelledHeic({ name: 'heic', type: '' })).toBe(false);
    expect(isLabelledHeic({ name: 'board.jpg', type: 'image/jpeg' })).toBe(false);
  });

  it('finds a HEIC photo that is labelled as a JPEG, from its bytes', async () => {
    const mislabelled = new File([iphonePhoto], 'IMG_0001.jpg', { type: 'image/jpeg' });
    expect(await isHeicFile(mislabelled)).toBe(true);
  });

  it('finds a HEIC photo with no type and no extension, from its bytes', async () => {
    expect(await isHeicFile(new File([iphonePhoto], 'IMG_0001', { type: '' }))).toBe(true);
  });

  it('leaves a real JPEG alone', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0]);
    expect(await isHeicFile(new File([jpeg], 'board.jpg', { type: 'image/jpeg' }))).toBe(false);
  });
});
