import { imageQuality, renamedFor } from './image-resize-size.ts';

/** A decoder that has not answered by then never will; the photo is refused, not waited on. */
const conversionTimeoutMs = 90_000;

/**
 * A HEIC/HEIF photo as a JPEG of the same name (`IMG_0001.HEIC` → `IMG_0001.jpg`), decoded
 * on the device. The decoder (libheif, some 3 MB) is its own chunk, loaded the first time a
 * HEIC photo is picked; its CSP build needs no `eval`. Rejects when the photo cannot be decoded.
 */
export async function heicToJpeg(file: File): Promise<File> {
  const { heicTo } = await import('heic-to/csp');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The HEIC decoder did not answer.')),
      conversionTimeoutMs,
    );
  });
  try {
    const jpeg = await Promise.race([
      heicTo({ blob: file, type: 'image/jpeg', quality: imageQuality }),
      timeout,
    ]);
    return new File([jpeg], renamedFor(file.name, 'image/jpeg'), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    clearTimeout(timer);
  }
}
