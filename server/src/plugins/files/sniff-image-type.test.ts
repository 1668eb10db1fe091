import { describe, expect, it } from 'vitest';

import { sniffImageType } from './sniff-image-type.ts';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Every PNG's first chunk (IHDR, here of a 1×1 picture): a signature alone is no PNG. */
const pngHeaderChunk = [
  ...Buffer.from('0000000d494844520000000100000001080600000000000000', 'hex'),
];

describe('sniffImageType', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['PNG', [...pngSignature, ...pngHeaderChunk], 'image/png'],
    ['WebP', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'image/webp'],
  ])('recognises %s by its first bytes', async (_name, bytes, type) => {
    expect(await sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello, not a picture')],
    ['a GIF', Buffer.from('GIF89a')],
    ['a RIFF that is no WebP', Buffer.from('RIFF\0\0\0\0WAVE')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffImageType(bytes)).toBeUndefined();
  });
});
