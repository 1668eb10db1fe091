import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import { formRating, ratedWeightsOf } from '../../../../contract/evaluation-rating.ts';
import {
  closedStatusOf,
  isEvaluationEditable,
  type Evaluation,
  type EvaluationSide,
  type zAcknowledgementInput,
  type zCriterionScoreInput,
  type zWrittenFeedbackInput,
} from '../../../../contract/evaluations.ts';
import type { Database } from '../../db/database.ts';
import { evaluations } from '../../db/tables/evaluations.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { currentCriteriaOf } from '../criteria/criteria-service.ts';
import { canWriteSide, type Evaluatee } from './evaluation-access.ts';
import type { EvaluationRow } from './evaluation-records.ts';
import { businessRule, changeEvaluation, type WriteContext } from './change-evaluation.ts';
import { writeNotification } from '../notifications/access.ts';

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

/** The evaluator's strengths and areas for development, while the principal's side is a draft. */
export async function saveWrittenFeedback(
  app: WriteContext,
  caller: AuthenticatedUser,
  id: string,
  input: z.output<typeof zWrittenFeedbackInput>,
): Promise<Evaluation> {
  return changeEvaluation(app, caller, id, input.version, {
    allowed: isWriterOfItsSide,
    check: (current) => {
      if (current.side !== 'principal') {
        throw businessRule('evaluations.failed.writtenFeedbackPrincipalOnly');
      }
      refuseClosed(current);
    },
    apply: () => ({ strengths: input.strengths, developmentAreas: input.developmentAreas }),
  });
}

/** Finalising needs the strengths and the areas for development: a field error for each missing. */
function refuseWithoutWrittenFeedback(row: EvaluationRow): void {
  if (row.side !== 'principal') return;
  const missing = [
    ...(row.strengths.trim() === '' ? ['strengths'] : []),
    ...(row.developmentAreas.trim() === '' ? ['development_areas'] : []),
  ];
  if (missing.length === 0) return;
  throw new ApiError(422, 'evaluations.failed.writtenFeedbackMissing', {
    fieldErrors: missing.map((field) => ({ field, key: 'validation.error.required', params: {} })),
  });
}

/**
 * Closes a side once every criterion is scored, fixing its weighted score and rating: the principal
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
      const set = await currentCriteriaOf(tx, current.criteriaJob);
      const result = formRating(set, current.scores);
      if (!result.complete) throw businessRule('evaluations.failed.incomplete');
      refuseWithoutWrittenFeedback(current);
      if (side === 'principal') {
        await writeNotification(tx, app.clock.now(), {
          recipientId: current.evaluateeId,
          kind: 'evaluationFinalised',
          subject: 'evaluation',
          subjectId: current.id,
          details: { schoolYear: current.schoolYear, actorName: caller.fullName },
        });
      }
      return {
        status: closedStatusOf[side],
        closedById: caller.id,
        closedAt: app.clock.now(),
        weightedScore: result.weightedScore,
        overallRating: result.overallRating,
        ratedWith: ratedWeightsOf(set),
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
