import { describe, expect, it } from 'vitest';

import { sniffImageType } from './sniff-image-type.ts';

describe('sniffImageType', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    ['WebP', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'image/webp'],
  ])('recognises %s by its first bytes', (_name, bytes, type) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello, not a picture')],
    ['a GIF', Buffer.from('GIF89a')],
    ['a RIFF that is no WebP', Buffer.from('RIFF\0\0\0\0WAVE')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });
});
