import { z } from 'zod';

import { zVersionOnly } from './development-plans.ts';
import {
  zEvaluationObjection,
  zObjectedStep,
  zObjectionAnsweredStep,
  zResultRecomputedStep,
} from './evaluation-objections.ts';
import { zId } from './ids.ts';
import { jobModels } from './job-models.ts';
import { zSchoolYear } from './school-year.ts';

/**
 * The evaluation form (issue 22, item 2; docs/states-and-transitions.md, "Evaluations"). For
 * each staff member and school year there are up to two forms, each its own versioned record so
 * that the principal and the teacher never overwrite each other offline:
 *
 * - `principal`: the evaluator's scores (a principal of the school, or the super admin);
 *   draft -> finalised -> acknowledged. The teacher sees it only once finalised.
 * - `self`: the teacher's self-assessment; draft -> submitted. The evaluator sees it only once
 *   submitted.
 *
 * The calls are declared in `endpoints/evaluations.ts` (docs/api.md, "Endpoints"); each write
 * answers the whole form with its next version.
 */

export const evaluationSides = ['principal', 'self'] as const;
export type EvaluationSide = (typeof evaluationSides)[number];

export const evaluationStatuses = ['draft', 'submitted', 'finalised', 'acknowledged'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];

/** The status each side moves to when its author closes it. */
export const closedStatusOf: Readonly<Record<EvaluationSide, EvaluationStatus>> = {
  principal: 'finalised',
  self: 'submitted',
};

/** The points of one criterion: 1 (lowest) to 5. */
export const evaluationScores = [1, 2, 3, 4, 5] as const;
export const maxEvaluationScore = 5;

export const evaluationLimits = {
  noteMax: 2000,
  commentMax: 2000,
  /** Strengths and areas for development, each. */
  feedbackMax: 4000,
} as const;

const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation.error.maxLength' }).default('');

export const zEvaluationCreate = z.object({
  id: zId,
  evaluateeId: zId,
  schoolYear: zSchoolYear,
  side: z.enum(evaluationSides, { error: 'validation.error.mustBeOneOf' }),
});
export type EvaluationCreate = z.input<typeof zEvaluationCreate>;

export const zCriterionScoreParams = z.object({ id: zId, criterionId: zId });

export const zCriterionScoreInput = z.object({
  score: z
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(1, { error: 'validation.error.minValue' })
    .max(maxEvaluationScore, { error: 'validation.error.maxValue' }),
  note: optionalText(evaluationLimits.noteMax),
  version: zVersionOnly.shape.version,
});
export type CriterionScoreInput = z.input<typeof zCriterionScoreInput>;

/** The evaluator's strengths and areas for development, saved as typed (a draft may be empty). */
export const zWrittenFeedbackInput = z.object({
  strengths: optionalText(evaluationLimits.feedbackMax),
  developmentAreas: optionalText(evaluationLimits.feedbackMax),
  version: zVersionOnly.shape.version,
});
export type WrittenFeedbackInput = z.input<typeof zWrittenFeedbackInput>;

export const zAcknowledgementInput = z.object({
  comment: optionalText(evaluationLimits.commentMax),
  version: zVersionOnly.shape.version,
});

export { zVersionOnly };

export const zCriterionScore = z.object({
  criterionId: z.string(),
  score: z.number().int(),
  note: z.string(),
});
export type CriterionScore = z.infer<typeof zCriterionScore>;

/**
 * One level of the overall rating, seeded as data (the table keeps its first name,
 * `evaluation_bands`): its label in both languages and its share of the performance curve
 * (docs/evaluation-rating.md).
 */
export const zEvaluationBand = z.object({
  id: z.string(),
  rating: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** At most this percent of the staff at this level; null where the split sets none. */
  curveSharePercent: z.number().nullable(),
  sortOrder: z.number().int(),
});
export type EvaluationBand = z.infer<typeof zEvaluationBand>;

/**
 * A step kept in a form's history, oldest first. `ratingIntroduced`: a form finalised under the
 * old 0-100 total, rated 1-5 by the migration that brought the rating, keeps its old total and
 * band here. The objection's steps (`objected`, `objection_answered`, `result_recomputed`):
 * contract/evaluation-objections.ts.
 */
export const zEvaluationHistoryEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ratingIntroduced'),
    at: z.string(),
    previousTotal: z.number().nullable(),
    previousBandNameEn: z.string().nullable(),
    previousBandNameAr: z.string().nullable(),
  }),
  zObjectedStep,
  zObjectionAnsweredStep,
  zResultRecomputedStep,
]);
export type EvaluationHistoryEntry = z.infer<typeof zEvaluationHistoryEntry>;

export const zEvaluation = z.object({
  id: z.string(),
  side: z.enum(evaluationSides),
  evaluateeId: z.string(),
  evaluateeName: z.string(),
  /** The job whose criteria set the form scores (the evaluatee's, else the teacher set). */
  criteriaJob: z.string(),
  /** The evaluatee's job model now: when it differs from `criteriaJob`, the form says why. */
  evaluateeJobModel: z.enum(jobModels),
  schoolYear: z.string(),
  status: z.enum(evaluationStatuses),
  scores: z.array(zCriterionScore),
  createdById: z.string(),
  /** Who finalised (principal side) or submitted (self side), and when. */
  closedById: z.string().nullable(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The weighted score on the 1-5 scale, to two decimals; fixed when the form is closed. */
  weightedScore: z.number(),
  /** 1-5, once every criterion is scored; fixed when the form is closed. */
  overallRating: z.number().int().nullable(),
  /** The evaluator's strengths and areas for development (the principal's side only). */
  strengths: z.string(),
  developmentAreas: z.string(),
  history: z.array(zEvaluationHistoryEntry),
  acknowledgedAt: z.string().nullable(),
  acknowledgementComment: z.string(),
  /** The teacher's objection to the principal's form, once sent (contract/evaluation-objections.ts). */
  objection: zEvaluationObjection.nullable(),
  /** The last moment the teacher may object; null until finalised, and on the self side. */
  objectionOpenUntil: z.string().nullable(),
  /** Why the evaluatee is not evaluated this school year (a reason's code), else null. */
  notEvaluatedReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Evaluation = z.infer<typeof zEvaluation>;

/** Scores and notes change only while the form is a draft. */
export function isEvaluationEditable(status: EvaluationStatus): boolean {
  return status === 'draft';
}
