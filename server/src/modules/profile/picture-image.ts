import sharp from 'sharp';

import { sniffImageType } from '../../plugins/files/sniff-image-type.ts';

export const pictureSidePixels = 512;

/** Decoding stops beyond this many pixels, so a small file cannot unpack into gigabytes. */
const maxInputPixels = 50_000_000;

/**
 * A profile picture as stored: turned upright, at most 512×512, WebP, with no metadata
 * (sharp drops EXIF, GPS and the rest unless asked to keep them). Undefined when the bytes
 * are no JPEG, PNG or WebP image, whatever the file's name or declared type says.
 */
export async function toStoredPicture(upload: Buffer): Promise<Buffer | undefined> {
  if (!(await sniffImageType(upload))) return undefined;
  try {
    return await sharp(upload, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(pictureSidePixels, pictureSidePixels, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
