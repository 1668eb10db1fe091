import { asc, inArray } from 'drizzle-orm';

import { defaultCriteriaJob, type Criterion } from '../../../../contract/achievements.ts';
import { formRating, weightedCriteriaOf } from '../../../../contract/evaluation-rating.ts';
import type { Evaluation, EvaluationBand } from '../../../../contract/evaluations.ts';
import type { Database } from '../../db/database.ts';
import { readTogether } from '../../db/read-together.ts';
import { evaluationBands, type evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { criteriaByIds, currentCriteriaOf } from '../criteria/criteria-service.ts';
import { objectionDeadline } from '../../../../contract/evaluation-objections.ts';
import { seasonFactsOf } from './season-facts.ts';

export type EvaluationRow = typeof evaluations.$inferSelect;

export async function allBands(db: Database): Promise<EvaluationBand[]> {
  return db.select().from(evaluationBands).orderBy(asc(evaluationBands.sortOrder));
}

export interface FormResult {
  weightedScore: number;
  overallRating: number | null;
  complete: boolean;
}

/** The score and rating a form shows: fixed once closed, from today's weights before. */
export function resultOf(
  row: Pick<EvaluationRow, 'status' | 'scores' | 'weightedScore' | 'overallRating'>,
  criteria: readonly Criterion[],
): FormResult {
  if (row.status !== 'draft' && row.weightedScore !== null && row.overallRating !== null) {
    return { weightedScore: row.weightedScore, overallRating: row.overallRating, complete: true };
  }
  const computed = formRating(criteria, row.scores);
  return {
    weightedScore: computed.weightedScore,
    overallRating: computed.overallRating,
    complete: computed.complete,
  };
}

/**
 * The criteria a form is rated on: those it was finalised with, in that order and with those
 * weights (a later edit of the set leaves it alone), else today's set of its job (a draft).
 * Names come from the criteria's rows, which are kept while a form scores them.
 */
export async function ratedCriteriaOf(
  db: Database,
  row: Pick<EvaluationRow, 'ratedWith' | 'criteriaJob'>,
): Promise<Criterion[]> {
  if (!row.ratedWith) return currentCriteriaOf(db, row.criteriaJob);
  const named = await criteriaByIds(
    db,
    row.ratedWith.map((entry) => entry.criterionId),
  );
  return weightedCriteriaOf(row.ratedWith).flatMap((rated, index) => {
    const criterion = named.get(rated.id);
    return criterion ? [{ ...criterion, weight: rated.weight, sortOrder: index + 1 }] : [];
  });
}

/** The level of a rating, with its label and curve share. */
export function bandOfRating(
  bands: readonly EvaluationBand[],
  rating: number | null,
): EvaluationBand | undefined {
  return rating === null ? undefined : bands.find((band) => band.rating === rating);
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
  const [names, sets, season] = await readTogether(db, [
    () =>
      db
        .select({ id: users.id, fullName: users.fullName, jobModel: users.jobModel })
        .from(users)
        .where(inArray(users.id, people)),
    () =>
      criteriaSetsOf(
        db,
        rows.map((row) => row.criteriaJob),
      ),
    () => seasonFactsOf(db, rows),
  ]);
  const nameOf = new Map(names.map((person) => [person.id, person.fullName]));
  const jobModelOf = new Map(names.map((person) => [person.id, person.jobModel]));
  return rows.map((row) => {
    const { weightedScore, overallRating } = resultOf(row, sets.get(row.criteriaJob) ?? []);
    return {
      id: row.id,
      side: row.side,
      evaluateeId: row.evaluateeId,
      evaluateeName: nameOf.get(row.evaluateeId) ?? '',
      criteriaJob: row.criteriaJob,
      evaluateeJobModel: jobModelOf.get(row.evaluateeId) ?? defaultCriteriaJob,
      schoolYear: row.schoolYear,
      status: row.status,
      scores: row.scores,
      createdById: row.createdById,
      closedById: row.closedById,
      closedByName: row.closedById ? (nameOf.get(row.closedById) ?? '') : null,
      closedAt: row.closedAt?.toISOString() ?? null,
      weightedScore,
      overallRating,
      strengths: row.strengths,
      developmentAreas: row.developmentAreas,
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      acknowledgementComment: row.acknowledgementComment,
      objection: row.objection ?? null,
      objectionOpenUntil:
        row.side === 'principal' && row.status !== 'draft' && row.closedAt
          ? objectionDeadline(row.closedAt, season.windowDaysOf(row.evaluateeId)).toISOString()
          : null,
      notEvaluatedReason: season.exemptionOf(row.evaluateeId, row.schoolYear),
      history: row.history,
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
