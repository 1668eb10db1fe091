import type { PhotoLoader } from '../pdf/criterion-section.ts';
import type { PortfolioContent, PortfolioPhoto } from '../portfolio-content.ts';

/** Thumbnails read and converted at once: enough to keep storage busy, few in memory. */
const photosAtOnce = 4;

/**
 * Every photo a portfolio prints, each once, as the small JPEG the PDF embeds, by file id: read
 * here (storage and sharp are asynchronous) so that the worker gets bytes, not storage.
 */
export async function loadPortfolioPhotos(
  content: PortfolioContent,
  loadPhoto: PhotoLoader,
): Promise<Map<string, Uint8Array>> {
  const photos = new Map<string, PortfolioPhoto>();
  for (const criterion of content.criteria) {
    for (const evidence of criterion.evidence) {
      for (const photo of evidence.photos) photos.set(photo.id, photo);
    }
  }
  const queue = [...photos.values()];
  const loaded = new Map<string, Uint8Array>();
  const next = async (): Promise<void> => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const bytes = await loadPhoto(photo);
      if (bytes) loaded.set(photo.id, bytes);
    }
  };
  await Promise.all(Array.from({ length: photosAtOnce }, next));
  return loaded;
}
