import type { Achievement } from '../../../contract/achievements.ts';

import type { AchievementRow } from './achievement-row.ts';

/** The server's achievement as the device keeps it: synced, files on the server. */
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
    reviewStatus: achievement.reviewStatus,
    reviews: achievement.reviews,
  };
}
