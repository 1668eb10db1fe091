import { and, asc, eq, inArray, max } from 'drizzle-orm';

import { defaultCriteriaJob, type Criterion } from '../../../../contract/achievements.ts';
import type { Database } from '../../db/database.ts';
import { criteria } from '../../db/tables/criteria.ts';

/** The columns of a criterion as the app receives it (`Criterion`). */
export const criterionColumns = {
  id: criteria.id,
  job: criteria.job,
  code: criteria.code,
  nameEn: criteria.nameEn,
  nameAr: criteria.nameAr,
  weight: criteria.weight,
  sortOrder: criteria.sortOrder,
};

/** The newest set of criteria of a job, in the Ministry's order; empty for an unknown job. */
export async function currentCriteriaOf(db: Database, job: string): Promise<Criterion[]> {
  const [latest] = await db
    .select({ version: max(criteria.version) })
    .from(criteria)
    .where(eq(criteria.job, job));
  if (latest?.version == null) return [];
  return db
    .select(criterionColumns)
    .from(criteria)
    .where(and(eq(criteria.job, job), eq(criteria.version, latest.version)))
    .orderBy(asc(criteria.sortOrder));
}

/** Criteria by id, whatever their set today (a finalised form's, docs/evaluation-rating.md). */
export async function criteriaByIds(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, Criterion>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select(criterionColumns)
    .from(criteria)
    .where(inArray(criteria.id, [...new Set(ids)]));
  return new Map(found.map((criterion) => [criterion.id, criterion]));
}

/** The criteria a user's evidence is measured against: their job's set, else the teacher set. */
export async function criteriaForJob(db: Database, job: string | null): Promise<Criterion[]> {
  const own = job ? await currentCriteriaOf(db, job) : [];
  return own.length > 0 ? own : currentCriteriaOf(db, defaultCriteriaJob);
}
