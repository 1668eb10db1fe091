import type { evidenceFiles } from './uploads.ts';

type EvidenceMimeType = (typeof evidenceFiles.mimeTypes)[number];

/** The extensions each sniffed type may carry; the first is the one given to a name. */
const extensionsOf: Record<EvidenceMimeType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov'],
};

const extensionsByType = new Map<string, readonly string[]>(Object.entries(extensionsOf));

const extensionPattern = /\.([A-Za-z0-9]{1,8})$/;

/**
 * The name a download is saved under: the uploader's name with the extension of the type
 * sniffed from its bytes, so `timetable.html` holding a PNG is saved as `timetable.png` and
 * opened by an image viewer, never by a browser as a page.
 */
export function downloadNameOf(name: string, mimeType: string): string {
  // The server stores only sniffed types; anything else is saved as bytes with no meaning.
  const allowed = extensionsByType.get(mimeType) ?? ['bin'];
  const extension = extensionPattern.exec(name)?.[1];
  if (extension && allowed.includes(extension.toLowerCase())) return name;
  const base = extension ? name.slice(0, -(extension.length + 1)) : name;
  return `${base || 'file'}.${allowed[0]}`;
}
