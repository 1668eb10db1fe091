import { describe, expect, it } from 'vitest';

import { compressedTypeFor, fitWithin, renamedFor } from './image-resize-size.ts';

describe('fitWithin', () => {
  it('scales a landscape photo so its width is the maximum', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2560, height: 1920 });
  });

  it('scales a portrait photo so its height is the maximum', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1920, height: 2560 });
  });

  it('leaves a small image as it is', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('never rounds a thin image to zero', () => {
    expect(fitWithin({ width: 10_000, height: 1 }, 100)).toEqual({ width: 100, height: 1 });
  });
});

describe('compressed type and name', () => {
  it('keeps transparency for PNG as WebP and makes photos JPEG', () => {
    expect(compressedTypeFor('image/png')).toBe('image/webp');
    expect(compressedTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(renamedFor('IMG_1.HEIC', 'image/jpeg')).toBe('IMG_1.jpg');
    expect(renamedFor('shot', 'image/webp')).toBe('shot.webp');
  });
});
