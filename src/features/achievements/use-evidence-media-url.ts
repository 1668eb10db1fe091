import { useEffect, useState } from 'react';

import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import type { AchievementFileMeta } from './achievement-row.ts';
import type { EvidenceUrl } from './use-evidence-thumbnail-url.ts';

/**
 * Where the browser's own player reads a video or audio file once `enabled`: an object URL of
 * the device's Blob while the file waits to upload (revoked when the component goes), else
 * the server's media link, which streams by ranges (docs/api.md, "Evidence media"). The
 * player sends no bearer header, so the link carries a ticket for this file and session.
 */
export function useEvidenceMediaUrl(file: AchievementFileMeta, enabled: boolean): EvidenceUrl {
  const db = useUserDb();
  const { id, local } = file;
  const key = `${id}|${String(local)}`;
  const [loaded, setLoaded] = useState<EvidenceUrl & { key: string }>({
    key: '',
    url: null,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const mediaUrl = local
      ? db.files.get(id).then((stored) => {
          if (controller.signal.aborted || !stored?.blob) return null;
          objectUrl = URL.createObjectURL(stored.blob);
          return objectUrl;
        })
      : callEndpoint(
          evidenceFilesEndpoints.mediaLink,
          { params: { id } },
          { signal: controller.signal },
        ).then((link) => link.url);
    mediaUrl
      .then((url) => {
        if (!controller.signal.aborted) setLoaded({ key, url, failed: url === null });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [db, id, local, key, enabled]);
  return loaded.key === key ? loaded : { url: null, failed: false };
}
