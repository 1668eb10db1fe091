import { asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Achievement } from '../../../../contract/achievements.ts';
import type { Database } from '../../db/database.ts';
import { readTogether } from '../../db/read-together.ts';
import { appVersion } from '../../version.ts';
import { storedFileOf } from '../evidence-files/access.ts';
import { evidenceFiles } from '../../db/tables/evidence-files.ts';
import { users } from '../../db/tables/users.ts';
import {
  achievementCriteria,
  achievementReviews,
  achievements,
} from '../../db/tables/achievements.ts';

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

/**
 * `column = any('{…}'::uuid[])`: the ids as one parameter. `inArray` makes one parameter per
 * id, which drizzle builds and the driver sends one by one: listing 2,000 achievements took
 * 20 to 40 % longer that way.
 */
function isAnyOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

type EvidenceFileRow = typeof evidenceFiles.$inferSelect;

interface ReviewRow {
  id: string;
  decision: Achievement['reviews'][number]['decision'];
  comment: string;
  reviewerId: string;
  reviewerName: string;
  achievementVersion: number;
  createdAt: Date;
}

/** A row as the API answers it, with its criteria, files and reviews. */
export function achievementFrom(
  row: AchievementRow,
  criterionIds: readonly string[],
  files: readonly EvidenceFileRow[],
  reviews: readonly ReviewRow[],
): Achievement {
  return {
    id: row.id,
    ownerId: row.ownerId,
    description: row.description,
    eventStartAt: row.eventStartAt.toISOString(),
    durationMinutes: row.durationMinutes,
    location: row.location,
    criterionIds: [...criterionIds].sort(),
    evidenceType: row.evidenceType,
    files: files.map(storedFileOf),
    links: row.links,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewStatus: row.reviewStatus,
    reviews: reviews.map((review) => ({
      id: review.id,
      decision: review.decision,
      comment: review.comment,
      reviewerId: review.reviewerId,
      reviewerName: review.reviewerName,
      achievementVersion: review.achievementVersion,
      reviewedAt: review.createdAt.toISOString(),
    })),
  };
}

/** Rows as the API answers them, with their criteria and files, in the rows' order. */
export async function achievementsOf(
  db: Database,
  rows: readonly AchievementRow[],
): Promise<Achievement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, files, reviews] = await readTogether(db, [
    () =>
      db.select().from(achievementCriteria).where(isAnyOf(achievementCriteria.achievementId, ids)),
    () =>
      db
        .select()
        .from(evidenceFiles)
        .where(isAnyOf(evidenceFiles.achievementId, ids))
        .orderBy(asc(evidenceFiles.createdAt), asc(evidenceFiles.id)),
    () =>
      db
        .select({
          id: achievementReviews.id,
          achievementId: achievementReviews.achievementId,
          decision: achievementReviews.decision,
          comment: achievementReviews.comment,
          reviewerId: achievementReviews.reviewerId,
          reviewerName: users.fullName,
          achievementVersion: achievementReviews.achievementVersion,
          createdAt: achievementReviews.createdAt,
        })
        .from(achievementReviews)
        .innerJoin(users, eq(users.id, achievementReviews.reviewerId))
        .where(isAnyOf(achievementReviews.achievementId, ids))
        .orderBy(asc(achievementReviews.createdAt), asc(achievementReviews.id)),
  ]);
  const criteriaByAchievement = groupBy(links, (link) => link.achievementId);
  const filesByAchievement = groupBy(files, (file) => file.achievementId ?? '');
  const reviewsByAchievement = groupBy(reviews, (review) => review.achievementId);
  return rows.map((row) =>
    achievementFrom(
      row,
      (criteriaByAchievement.get(row.id) ?? []).map((link) => link.criterionId),
      filesByAchievement.get(row.id) ?? [],
      reviewsByAchievement.get(row.id) ?? [],
    ),
  );
}

/** The achievements matching `condition`, as the API answers them, newest event first. */
export async function achievementsWhere(
  db: Database,
  condition: SQL | undefined,
): Promise<Achievement[]> {
  const rows = await db
    .select()
    .from(achievements)
    .where(condition)
    .orderBy(desc(achievements.eventStartAt), desc(achievements.id));
  return achievementsOf(db, rows);
}

/**
 * A weak entity tag for `achievementsWhere(db, condition)`'s answer, at a fraction of its cost.
 * Every change to an achievement, its criteria or which files it has is a write that bumps
 * its version (files never change once uploaded), every review bumps its review count, and a
 * purge deletes the records with their files, so the ids, versions and review counts of the
 * matching rows determine the answer (a reviewer's later rename aside); the app version
 * covers a release that changes its shape. Read it before the rows: a change landing between
 * the two then gives a body newer than its tag, which the next request sees as changed.
 */
export async function achievementsTag(db: Database, condition: SQL | undefined): Promise<string> {
  const [found] = await db
    .select({
      digest: sql<string>`md5(coalesce(string_agg(
        ${achievements.id}::text || ':' || ${achievements.version} || ':' || ${achievements.reviewCount},
        ',' order by ${achievements.id}), ''))`,
    })
    .from(achievements)
    .where(condition);
  return `W/"${appVersion}-${found?.digest ?? ''}"`;
}

export async function achievementOf(db: Database, row: AchievementRow): Promise<Achievement> {
  const [achievement] = await achievementsOf(db, [row]);
  if (!achievement) throw new Error(`achievement ${row.id} vanished while being read`);
  return achievement;
}
