import { z } from 'zod';

/**
 * Where the browser's player streams an evidence file from: `url` under `/api`, carrying a
 * ticket for this file that ends with the session's access token (`expiresAt`); with the
 * file's name and type, so a page that knows only its id can choose the player.
 */
export const zEvidenceMediaLink = z.object({
  url: z.string(),
  expiresAt: z.string(),
  name: z.string(),
  mimeType: z.string(),
});
export type EvidenceMediaLink = z.infer<typeof zEvidenceMediaLink>;

export const zEvidenceMediaQuery = z.object({ ticket: z.string().min(1).max(2000) });

/** Files the app plays in the platform's player rather than only downloads. */
export function isPlayableMedia(mimeType: string): boolean {
  return mimeType.startsWith('video/') || mimeType.startsWith('audio/');
}
