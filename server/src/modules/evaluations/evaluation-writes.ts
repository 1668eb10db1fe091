import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import { bandOfTotal, weightedTotal } from '../../../../contract/evaluation-total.ts';
import {
  closedStatusOf,
  isEvaluationEditable,
  type Evaluation,
  type EvaluationSide,
  type zAcknowledgementInput,
  type zCriterionScoreInput,
} from '../../../../contract/evaluations.ts';
import type { Database } from '../../db/database.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { currentCriteriaOf } from '../criteria/criteria-service.ts';
import { canWriteSide, type Evaluatee } from './evaluation-access.ts';
import { allBands, type EvaluationRow } from './evaluation-records.ts';
import { businessRule, changeEvaluation, type WriteContext } from './change-evaluation.ts';

/** The evaluator writes the principal's side, the evaluatee their self-assessment. */
const isWriterOfItsSide = (caller: AuthenticatedUser, evaluatee: Evaluatee, row: EvaluationRow) =>
  canWriteSide(caller, evaluatee, row.side);

function refuseClosed(row: EvaluationRow): void {
  if (!isEvaluationEditable(row.status)) throw businessRule('evaluations.failed.readOnly');
}

/** A self-assessment closes when the principal finalises the evaluation of the same year. */
async function refuseAfterFinalisedEvaluation(row: EvaluationRow, tx: Database): Promise<void> {
  if (row.side !== 'self') return;
  const [principalSide] = await tx
    .select({ status: evaluations.status })
    .from(evaluations)
    .where(
      and(
        eq(evaluations.evaluateeId, row.evaluateeId),
        eq(evaluations.schoolYear, row.schoolYear),
        eq(evaluations.side, 'principal'),
      ),
    );
  if (principalSide && principalSide.status !== 'draft') {
    throw businessRule('evaluations.failed.selfAssessmentClosed');
  }
}

/** Scores one criterion of the form's set (1-5, with a note) while the form is a draft. */
export async function saveCriterionScore(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  criterionId: string,
  input: z.output<typeof zCriterionScoreInput>,
): Promise<Evaluation> {
  return changeEvaluation(app, caller, id, input.version, {
    allowed: isWriterOfItsSide,
    check: async (current, tx) => {
      refuseClosed(current);
      await refuseAfterFinalisedEvaluation(current, tx);
      const set = await currentCriteriaOf(tx, current.criteriaJob);
      if (!set.some((criterion) => criterion.id === criterionId)) {
        throw businessRule('evaluations.failed.criterionNotInSet');
      }
    },
    apply: (current) => {
      const others = current.scores.filter((entry) => entry.criterionId !== criterionId);
      return { scores: [...others, { criterionId, score: input.score, note: input.note }] };
    },
  });
}

/**
 * Closes a side once every criterion is scored, fixing its total and band: the principal
 * finalises (the form is then read-only and waits for the teacher's acknowledgement), the
 * teacher submits the self-assessment (the evaluator then sees it).
 */
export async function closeEvaluation(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  version: number,
  side: EvaluationSide,
): Promise<Evaluation> {
  return changeEvaluation(app, caller, id, version, {
    allowed: isWriterOfItsSide,
    check: async (current, tx) => {
      if (current.side !== side || current.status !== 'draft') {
        throw businessRule('evaluations.failed.invalidTransition');
      }
      await refuseAfterFinalisedEvaluation(current, tx);
    },
    apply: async (current, tx) => {
      const result = weightedTotal(
        await currentCriteriaOf(tx, current.criteriaJob),
        current.scores,
      );
      if (!result.complete) throw businessRule('evaluations.failed.incomplete');
      const band = bandOfTotal(result.total, await allBands(tx));
      return {
        status: closedStatusOf[side],
        closedById: caller.id,
        closedAt: app.clock.now(),
        total: result.total,
        bandId: band?.id ?? null,
      };
    },
  });
}

/** The teacher acknowledges the finalised evaluation, with an optional comment. */
export async function acknowledgeEvaluation(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  input: z.output<typeof zAcknowledgementInput>,
): Promise<Evaluation> {
  return changeEvaluation(app, caller, id, input.version, {
    allowed: (viewer, evaluatee) => viewer.id === evaluatee.id,
    check: (current) => {
      if (current.side !== 'principal' || current.status !== 'finalised') {
        throw businessRule('evaluations.failed.invalidTransition');
      }
    },
    apply: () => ({
      status: 'acknowledged',
      acknowledgedAt: app.clock.now(),
      acknowledgementComment: input.comment,
    }),
  });
}
