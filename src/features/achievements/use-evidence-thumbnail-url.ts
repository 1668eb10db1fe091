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

/**
 * An object URL of a file's preview once `enabled` (e.g. scrolled into view), revoked when
 * the component goes; null while loading, when there is none, or offline.
 */
export function useEvidenceThumbnailUrl(
  file: AchievementFileMeta,
  enabled: boolean,
): string | null {
  const db = useUserDb();
  const [url, setUrl] = useState<string | null>(null);
  const { id, name, mimeType, size, local, hasThumbnail } = file;
  useEffect(() => {
    if (!enabled || !mimeType.startsWith('image/') || mimeType === 'image/heic') return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const meta = { id, name, mimeType, size, local, hasThumbnail };
    readEvidenceBlob(db, meta, 'thumbnail', controller.signal)
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      // No preview offline or for a file the server no longer has: the icon stays.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [db, id, name, mimeType, size, local, hasThumbnail, enabled]);
  return url;
}
