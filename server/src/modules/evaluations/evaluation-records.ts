import { asc, inArray } from 'drizzle-orm';

import type { Criterion } from '../../../../contract/achievements.ts';
import { bandOfTotal, weightedTotal } from '../../../../contract/evaluation-total.ts';
import type { Evaluation, EvaluationBand } from '../../../../contract/evaluations.ts';
import type { Database } from '../../db/database.ts';
import { readTogether } from '../../db/read-together.ts';
import { evaluationBands, type evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { currentCriteriaOf } from '../criteria/criteria-service.ts';

export type EvaluationRow = typeof evaluations.$inferSelect;

export async function allBands(db: Database): Promise<EvaluationBand[]> {
  return db.select().from(evaluationBands).orderBy(asc(evaluationBands.sortOrder));
}

/** The total and band a form shows: fixed once closed, from today's weights and bands before. */
export function resultOf(
  row: Pick<EvaluationRow, 'status' | 'scores' | 'total' | 'bandId'>,
  criteria: readonly Criterion[],
  bands: readonly EvaluationBand[],
): { total: number; bandId: string | null; complete: boolean } {
  const computed = weightedTotal(criteria, row.scores);
  if (row.status !== 'draft' && row.total !== null) {
    return { total: row.total, bandId: row.bandId, complete: true };
  }
  const band = computed.complete ? bandOfTotal(computed.total, bands) : undefined;
  return { total: computed.total, bandId: band?.id ?? null, complete: computed.complete };
}

/** The criteria sets of the given jobs, each read once. */
export async function criteriaSetsOf(
  db: Database,
  jobs: readonly string[],
): Promise<Map<string, Criterion[]>> {
  const distinct = [...new Set(jobs)];
  const sets = await readTogether(
    db,
    distinct.map((job) => () => currentCriteriaOf(db, job)),
  );
  return new Map(distinct.map((job, index) => [job, sets[index] ?? []]));
}

/** Rows as the API answers them, with the names they mention and their totals. */
export async function evaluationsOf(
  db: Database,
  rows: readonly EvaluationRow[],
): Promise<Evaluation[]> {
  if (rows.length === 0) return [];
  const people = [
    ...new Set(
      rows.flatMap((row) => [row.evaluateeId, ...(row.closedById ? [row.closedById] : [])]),
    ),
  ];
  const [names, sets, bands] = await readTogether(db, [
    () =>
      db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, people)),
    () =>
      criteriaSetsOf(
        db,
        rows.map((row) => row.criteriaJob),
      ),
    () => allBands(db),
  ]);
  const nameOf = new Map(names.map((person) => [person.id, person.fullName]));
  return rows.map((row) => {
    const { total, bandId } = resultOf(row, sets.get(row.criteriaJob) ?? [], bands);
    return {
      id: row.id,
      side: row.side,
      evaluateeId: row.evaluateeId,
      evaluateeName: nameOf.get(row.evaluateeId) ?? '',
      criteriaJob: row.criteriaJob,
      schoolYear: row.schoolYear,
      status: row.status,
      scores: row.scores,
      createdById: row.createdById,
      closedById: row.closedById,
      closedByName: row.closedById ? (nameOf.get(row.closedById) ?? '') : null,
      closedAt: row.closedAt?.toISOString() ?? null,
      total,
      bandId,
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      acknowledgementComment: row.acknowledgementComment,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function evaluationOf(db: Database, row: EvaluationRow): Promise<Evaluation> {
  const [form] = await evaluationsOf(db, [row]);
  if (!form) throw new Error(`evaluation ${row.id} vanished while being read`);
  return form;
}

/** The evaluatee's row as the access rules need it. */
export const evaluateeColumns = {
  id: users.id,
  organizationId: users.organizationId,
  role: users.role,
};
