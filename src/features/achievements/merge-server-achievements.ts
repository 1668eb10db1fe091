import type { Achievement } from '../../../contract/achievements.ts';

import type { AchievementRow } from './achievement-row.ts';

export interface AchievementMerge {
  put: AchievementRow[];
  deleteIds: string[];
}

export function rowFromServer(achievement: Achievement): AchievementRow {
  return {
    id: achievement.id,
    description: achievement.description,
    eventStartAt: achievement.eventStartAt,
    durationMinutes: achievement.durationMinutes,
    location: achievement.location,
    criterionIds: achievement.criterionIds,
    evidenceType: achievement.evidenceType,
    links: achievement.links,
    fileIds: achievement.files.map((file) => file.id),
    files: achievement.files.map((file) => ({
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      size: file.size,
      local: false,
      hasThumbnail: file.hasThumbnail,
    })),
    version: achievement.version,
    syncState: 'synced',
    updatedAt: achievement.updatedAt,
  };
}

/**
 * The server's list is the truth only for records with nothing waiting on this device:
 * a local change (pending, refused, in conflict or being deleted) is never overwritten,
 * an older server copy never replaces a newer local one, and a synced row the server no
 * longer has was deleted elsewhere (unless the list may predate a write the device just
 * synced: `allowDeletes: false`).
 */
export function mergeServerAchievements(
  localRows: readonly AchievementRow[],
  serverRows: readonly Achievement[],
  { allowDeletes = true }: { allowDeletes?: boolean } = {},
): AchievementMerge {
  const localById = new Map(localRows.map((row) => [row.id, row]));
  const serverIds = new Set(serverRows.map((row) => row.id));
  const put = serverRows
    .filter((server) => {
      const local = localById.get(server.id);
      if (!local) return true;
      const isNewer = (local.version ?? 0) <= server.version;
      return local.syncState === 'synced' && !local.deletedLocally && isNewer;
    })
    .map(rowFromServer);
  if (!allowDeletes) return { put, deleteIds: [] };
  const deleteIds = localRows
    .filter((row) => row.syncState === 'synced' && !row.deletedLocally && !serverIds.has(row.id))
    .map((row) => row.id);
  return { put, deleteIds };
}
