import { useEffect, useState } from 'react';

import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
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
 * when the component goes; null while loading and when there is none.
 */
export function useEvidenceUrl(
  file: AchievementFileMeta,
  variant: EvidenceVariant,
  enabled: boolean,
): EvidenceUrl {
  const db = useUserDb();
  const [loaded, setLoaded] = useState<EvidenceUrl & { key: string }>({
    key: '',
    url: null,
    failed: false,
  });
  const { id, name, mimeType, size, local, hasThumbnail } = file;
  const key = `${id}|${variant}`;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const meta = { id, name, mimeType, size, local, hasThumbnail };
    readEvidenceBlob(db, meta, variant, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setLoaded({ key, url: objectUrl, failed: !blob });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [db, id, name, mimeType, size, local, hasThumbnail, variant, key, enabled]);
  // An answer for another file (the props changed) is not this one's.
  return loaded.key === key ? loaded : { url: null, failed: false };
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
