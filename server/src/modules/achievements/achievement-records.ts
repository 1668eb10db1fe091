import { asc, inArray } from 'drizzle-orm';

import type { Achievement } from '../../../../contract/achievements.ts';
import type { Database } from '../../db/database.ts';
import { storedFileOf } from '../evidence-files/evidence-file-service.ts';
import { evidenceFiles } from '../evidence-files/tables.ts';
import { achievementCriteria, type achievements } from './tables.ts';

export type AchievementRow = typeof achievements.$inferSelect;

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Rows as the API answers them, with their criteria and files, in the rows' order. */
export async function achievementsOf(
  db: Database,
  rows: readonly AchievementRow[],
): Promise<Achievement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, files] = await Promise.all([
    db.select().from(achievementCriteria).where(inArray(achievementCriteria.achievementId, ids)),
    db
      .select()
      .from(evidenceFiles)
      .where(inArray(evidenceFiles.achievementId, ids))
      .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id)),
  ]);
  const criteriaByAchievement = groupBy(links, (link) => link.achievementId);
  const filesByAchievement = groupBy(files, (file) => file.achievementId ?? '');
  return rows.map((row) => ({
    id: row.id,
    ownerId: row.ownerId,
    description: row.description,
    eventStartAt: row.eventStartAt.toISOString(),
    durationMinutes: row.durationMinutes,
    location: row.location,
    criterionIds: (criteriaByAchievement.get(row.id) ?? []).map((link) => link.criterionId).sort(),
    evidenceType: row.evidenceType,
    files: (filesByAchievement.get(row.id) ?? []).map(storedFileOf),
    links: row.links,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function achievementOf(db: Database, row: AchievementRow): Promise<Achievement> {
  const [achievement] = await achievementsOf(db, [row]);
  if (!achievement) throw new Error(`achievement ${row.id} vanished while being read`);
  return achievement;
}
