import {
  compressedTypeFor,
  fitWithin,
  imageQuality,
  maxImageEdge,
  renamedFor,
} from './image-resize-size.ts';

const compressible = ['image/jpeg', 'image/png', 'image/webp'];

async function encode(bitmap: ImageBitmap, type: string): Promise<Blob | null> {
  const { width, height } = fitWithin(bitmap, maxImageEdge);
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality: imageQuality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, imageQuality));
}

/**
 * A photo made smaller on the device before it is queued: at most 2560 px, re-encoded.
 * Anything the browser cannot decode (HEIC outside Safari), and any result that is not
 * smaller, stays the original.
 */
export async function compressImage(file: File): Promise<File> {
  if (!compressible.includes(file.type) || typeof createImageBitmap === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const type = compressedTypeFor(file.type);
    const blob = await encode(bitmap, type);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], renamedFor(file.name, type), {
      type,
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

const compressions = new WeakMap<File, Promise<File>>();

/** `compressImage`, started at most once per picked file and shared by whoever asks next. */
export function compressImageOnce(file: File): Promise<File> {
  let compression = compressions.get(file);
  if (!compression) {
    compression = compressImage(file).catch(() => file);
    compressions.set(file, compression);
  }
  return compression;
}
