export const maxImageEdge = 2560;
export const imageQuality = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** The size an image is drawn at: its longer edge at most `maxEdge`, proportions kept. */
export function fitWithin(size: Size, maxEdge: number = maxImageEdge): Size {
  const longer = Math.max(size.width, size.height);
  if (longer <= maxEdge) return { width: size.width, height: size.height };
  const scale = maxEdge / longer;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** PNG keeps its transparency as WebP; everything else becomes JPEG. */
export function compressedTypeFor(mimeType: string): 'image/webp' | 'image/jpeg' {
  return mimeType === 'image/png' || mimeType === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

export function renamedFor(name: string, mimeType: string): string {
  const extension = mimeType === 'image/webp' ? 'webp' : 'jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}
