import { fileTypeFromBuffer } from 'file-type';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const imageTypes: ReadonlySet<string> = new Set<ImageType>([
  'image/jpeg',
  'image/png',
  'image/webp',
]);

function isImageType(mime: string | undefined): mime is ImageType {
  return mime !== undefined && imageTypes.has(mime);
}

/** The image type from a file's bytes (read by `file-type`), never from its name or declared type. */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | undefined> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return isImageType(mime) ? mime : undefined;
}
