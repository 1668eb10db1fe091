import { and, eq, inArray } from 'drizzle-orm';

import { evaluationStatuses } from '../../../../contract/evaluations.ts';
import type { EvaluationSummary } from '../../../../contract/portfolio-shares.ts';
import type { Database } from '../../db/database.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { users } from '../../db/tables/users.ts';
import { allBands, criteriaSetsOf, resultOf } from './evaluation-records.ts';

/** The statuses of a principal's form that others may read: closed, never a draft. */
const closedStatuses = evaluationStatuses.filter(
  (status) => status === 'finalised' || status === 'acknowledged',
);

/**
 * The result of a staff member's evaluation for a school year ("2026-2027") once the principal
 * has finalised it: the total, its band, each criterion's score by name, who finalised it and
 * the teacher's acknowledgement. Undefined while it is a draft or does not exist.
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
  const [sets, bands] = await Promise.all([criteriaSetsOf(db, [form.criteriaJob]), allBands(db)]);
  const criteria = sets.get(form.criteriaJob) ?? [];
  const { total, bandId } = resultOf(form, criteria, bands);
  const band = bands.find((candidate) => candidate.id === bandId);
  const scoreOf = new Map(form.scores.map((entry) => [entry.criterionId, entry.score]));
  return {
    total,
    bandNameEn: band?.nameEn ?? null,
    bandNameAr: band?.nameAr ?? null,
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
  };
}
