import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import type { AchievementFileMeta } from './achievement-row.ts';

export type EvidenceVariant = 'thumbnail' | 'original';

/** Where a file's bytes come from: this device while it waits to upload, else the server. */
export async function readEvidenceBlob(
  db: UserDb,
  file: AchievementFileMeta,
  variant: EvidenceVariant,
  signal?: AbortSignal,
): Promise<Blob | null> {
  if (file.local) return (await db.files.get(file.id))?.blob ?? null;
  if (variant === 'thumbnail' && !file.hasThumbnail) return null;
  const endpoint =
    variant === 'thumbnail' ? evidenceFilesEndpoints.thumbnail : evidenceFilesEndpoints.download;
  return callEndpoint(endpoint, { params: { id: file.id } }, { signal });
}

/** Browsers draw these pictures as they are; a HEIC photo they do not. */
export function isDrawableImage(mimeType: string): boolean {
  return mimeType.startsWith('image/') && mimeType !== 'image/heic';
}

/** A picture the browser can show: drawable itself, or a HEIC one through the server's WebP thumbnail. */
export function isViewablePhoto(file: AchievementFileMeta): boolean {
  return (
    isDrawableImage(file.mimeType) ||
    (file.mimeType.startsWith('image/') && !file.local && file.hasThumbnail === true)
  );
}

export interface EvidenceUrl {
  /** An object URL of the bytes, revoked when the component goes. */
  url: string | null;
  /** Nothing to show: offline and not on this device, or gone from the server. */
  failed: boolean;
}

/**
 * An object URL of one rendition of a file once `enabled` (e.g. scrolled into view), revoked
 * when the component goes or another file's replaces it; null while loading and when there is none.
 */
export function useEvidenceUrl(
  file: AchievementFileMeta,
  variant: EvidenceVariant,
  enabled: boolean,
): EvidenceUrl {
  const db = useUserDb();
  const { id, name, mimeType, size, local, hasThumbnail } = file;
  const answer = useServerData(
    `evidence:${id}|${variant}|${String(local)}|${String(hasThumbnail)}`,
    async (signal) => {
      const meta = { id, name, mimeType, size, local, hasThumbnail };
      const blob = await readEvidenceBlob(db, meta, variant, signal);
      return blob ? URL.createObjectURL(blob) : null;
    },
    { enabled, release: revokeObjectUrl },
  );
  if (answer.status === 'loaded') return { url: answer.data, failed: answer.data === null };
  return { url: null, failed: answer.status === 'failed' };
}

function revokeObjectUrl(url: string | null): void {
  if (url) URL.revokeObjectURL(url);
}

/**
 * An object URL of a file's preview once `enabled` (e.g. scrolled into view), revoked when
 * the component goes; null while loading, when there is none, or offline.
 */
export function useEvidenceThumbnailUrl(
  file: AchievementFileMeta,
  enabled: boolean,
): string | null {
  return useEvidenceUrl(file, 'thumbnail', enabled && isViewablePhoto(file)).url;
}
