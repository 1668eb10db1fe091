import type { Table } from 'dexie';

import type { AchievementReview, ReviewStatus } from '../../../contract/achievement-reviews.ts';
import type { EvidenceType } from '../../../contract/achievements.ts';
import type { SyncedRecord } from '../../lib/db/synced-record.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

/** What the list shows of a file: a local draft (bytes in `db.files`) or one on the server. */
export interface AchievementFileMeta {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  /** True while the bytes exist only on this device. */
  local: boolean;
  /** The server made a small preview (images); absent for local drafts. */
  hasThumbnail?: boolean;
}

/** An achievement as the device keeps it (tables declared in lib/db/schema.ts, version 2). */
export interface AchievementRow extends SyncedRecord {
  description: string;
  /** ISO 8601 with offset. */
  eventStartAt: string;
  durationMinutes: number;
  location: string;
  criterionIds: string[];
  evidenceType: EvidenceType;
  links: string[];
  /** Local draft ids and/or server file ids, in the order shown. */
  fileIds: string[];
  files: AchievementFileMeta[];
  /** ISO 8601 of the last change, local or server. */
  updatedAt: string;
  /** Where it stands with the principal; absent on rows kept before reviews existed. */
  reviewStatus?: ReviewStatus;
  /** The principal's reviews, oldest first. */
  reviews?: AchievementReview[];
}

export function achievementsTable(db: UserDb): Table<AchievementRow, string> {
  return db.table<AchievementRow, string>('achievements');
}
