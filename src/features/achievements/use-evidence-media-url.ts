import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
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
  const answer = useServerData(
    `evidence-media:${id}|${String(local)}`,
    async (signal) => {
      if (local) {
        const stored = await db.files.get(id);
        return stored?.blob ? URL.createObjectURL(stored.blob) : null;
      }
      const link = await callEndpoint(
        evidenceFilesEndpoints.mediaLink,
        { params: { id } },
        { signal },
      );
      return link.url;
    },
    { enabled, release: revokeObjectUrl },
  );
  if (answer.status === 'loaded') return { url: answer.data, failed: answer.data === null };
  return { url: null, failed: answer.status === 'failed' };
}

/** Only the device's own copy is an object URL; the server's media link is left alone. */
function revokeObjectUrl(url: string | null): void {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
}
