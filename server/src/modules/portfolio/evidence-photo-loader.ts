import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import type { PhotoLoader } from './pdf/criterion-section.ts';

const photoPixels = 480;

/**
 * Reads a photo's stored thumbnail (WebP, made at upload) and answers it as a JPEG, which
 * the PDF embeds as it is. A missing or unreadable thumbnail leaves the photo out, logged.
 */
export function evidencePhotoLoader(app: Pick<FastifyInstance, 'files' | 'log'>): PhotoLoader {
  return async (photo) => {
    try {
      const file = await app.files.open(photo.thumbnailKey);
      if (!file) return undefined;
      const toJpeg = sharp()
        .resize(photoPixels, photoPixels, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 72 });
      file.stream.on('error', (error) => toJpeg.destroy(error));
      return await file.stream.pipe(toJpeg).toBuffer();
    } catch (error) {
      app.log.warn({ err: error, fileId: photo.id }, 'a photo left out of a portfolio');
      return undefined;
    }
  };
}
