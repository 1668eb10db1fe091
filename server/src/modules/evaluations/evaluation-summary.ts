import { and, eq, inArray } from 'drizzle-orm';

import { evaluationStatuses } from '../../../../contract/evaluations.ts';
import type { Criterion } from '../../../../contract/achievements.ts';
import type {
  EvaluationSummary,
  EvaluationSummaryObjection,
} from '../../../../contract/portfolio-shares.ts';
import type { Database } from '../../db/database.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import {
  allBands,
  bandOfRating,
  ratedCriteriaOf,
  resultOf,
  type EvaluationRow,
} from './evaluation-records.ts';

/** The statuses of a principal's form that others may read: closed, never a draft. */
const closedStatuses = evaluationStatuses.filter(
  (status) => status === 'finalised' || status === 'acknowledged',
);

/**
 * The result of a staff member's evaluation for a school year ("2026-2027") once the principal
 * has finalised it: the overall rating and its label, the weighted score, the strengths and
 * areas for development, each criterion's score by name, who finalised it and the teacher's
 * acknowledgement. Undefined while it is a draft or does not exist.
 */
export async function finalisedEvaluationSummary(
  db: Database,
  evaluateeId: string,
  schoolYear: string,
): Promise<EvaluationSummary | undefined> {
  const [found] = await db
    .select({ form: evaluations, principalName: users.fullName })
    .from(evaluations)
    .leftJoin(users, eq(users.id, evaluations.closedById))
    .where(
      and(
        eq(evaluations.evaluateeId, evaluateeId),
        eq(evaluations.schoolYear, schoolYear),
        eq(evaluations.side, 'principal'),
        inArray(evaluations.status, closedStatuses),
      ),
    );
  const form = found?.form;
  const closedAt = form?.closedAt;
  if (!form || !closedAt) return undefined;
  const [criteria, bands] = await Promise.all([ratedCriteriaOf(db, form), allBands(db)]);
  const { weightedScore, overallRating } = resultOf(form, criteria);
  if (overallRating === null) return undefined;
  const band = bandOfRating(bands, overallRating);
  const scoreOf = new Map(form.scores.map((entry) => [entry.criterionId, entry.score]));
  return {
    overallRating,
    weightedScore,
    ratingNameEn: band?.nameEn ?? null,
    ratingNameAr: band?.nameAr ?? null,
    strengths: form.strengths,
    developmentAreas: form.developmentAreas,
    scores: criteria.flatMap((criterion) => {
      const score = scoreOf.get(criterion.id);
      return score === undefined
        ? []
        : [
            {
              criterionId: criterion.id,
              nameEn: criterion.nameEn,
              nameAr: criterion.nameAr,
              score,
            },
          ];
    }),
    principalName: found?.principalName ?? null,
    finalisedAt: closedAt.toISOString(),
    acknowledgedAt: form.acknowledgedAt?.toISOString() ?? null,
    acknowledgementComment: form.acknowledgementComment,
    objection: objectionSummaryOf(form, criteria, overallRating),
  };
}

/**
 * The objection as the summary tells it: the rating before is the one the first recomputation
 * started from (the rating at finalisation), the rating after is the form's once every item is
 * answered.
 */
function objectionSummaryOf(
  form: EvaluationRow,
  criteria: readonly Criterion[],
  overallRating: number,
): EvaluationSummaryObjection | null {
  const objection = form.objection;
  if (!objection) return null;
  const firstRecomputed = form.history.find((step) => step.kind === 'result_recomputed');
  const ratingBefore =
    firstRecomputed?.kind === 'result_recomputed' && firstRecomputed.fromRating !== null
      ? firstRecomputed.fromRating
      : overallRating;
  const named = new Map(criteria.map((criterion) => [criterion.id, criterion]));
  return {
    submittedAt: objection.submittedAt,
    answeredAt: objection.answeredAt,
    ratingBefore,
    ratingAfter: objection.status === 'answered' ? overallRating : null,
    items: objection.items.map((item) => ({
      criterionId: item.criterionId,
      nameEn: named.get(item.criterionId)?.nameEn ?? '',
      nameAr: named.get(item.criterionId)?.nameAr ?? '',
      reason: item.reason,
      decision: item.answer?.decision ?? null,
      fromScore: item.answer?.fromScore ?? null,
      toScore: item.answer?.toScore ?? null,
      comment: item.answer?.comment ?? '',
      answeredAt: item.answer?.answeredAt ?? null,
    })),
  };
}
