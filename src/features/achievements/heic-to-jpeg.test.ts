import { heicTo } from 'heic-to/csp';
import { describe, expect, it, vi } from 'vitest';

import { heicToJpeg } from './heic-to-jpeg.ts';

// libheif needs a browser's workers and canvas: tests/e2e/heic-photos.spec.ts decodes a real photo.
vi.mock('heic-to/csp', () => ({ heicTo: vi.fn() }));
const decoder = vi.mocked(heicTo);

describe('heicToJpeg', () => {
  it('gives the JPEG the photo’s base name, its time and the JPEG type', async () => {
    decoder.mockResolvedValue(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    );
    const photo = new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic', lastModified: 1_700 });

    const jpeg = await heicToJpeg(photo);

    expect({ name: jpeg.name, type: jpeg.type, lastModified: jpeg.lastModified }).toEqual({
      name: 'IMG_0001.jpg',
      type: 'image/jpeg',
      lastModified: 1_700,
    });
    expect(decoder).toHaveBeenCalledWith(
      expect.objectContaining({ blob: photo, type: 'image/jpeg' }),
    );
  });

  it('fails when the decoder cannot read the photo', async () => {
    decoder.mockRejectedValue('HEIF image not found');
    await expect(heicToJpeg(new File(['x'], 'broken.heic'))).rejects.toBe('HEIF image not found');
  });
});
