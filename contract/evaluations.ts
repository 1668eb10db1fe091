import { z } from 'zod';

import { zVersionOnly } from './development-plans.ts';
import { zId } from './ids.ts';
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
 * Calls (the writes answer the whole form with its next version):
 * - GET  /evaluations                                the caller's own forms
 * - GET  /users/:id/evaluations                      a staff member's forms, for their evaluator
 * - GET  /evaluations/:id
 * - POST /evaluations                                zEvaluationCreate (201, or 200 when it exists)
 * - PUT  /evaluations/:id/scores/:criterionId        zCriterionScoreInput
 * - POST /evaluations/:id/finalise                   zVersionOnly; the principal side
 * - POST /evaluations/:id/submit                     zVersionOnly; the self side
 * - POST /evaluations/:id/acknowledge                zAcknowledgementInput; the teacher
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

export const evaluationLimits = { noteMax: 2000, commentMax: 2000 } as const;

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

/** A rating band of the Ministry, seeded as data: a total from `minScore` to `maxScore`. */
export const zEvaluationBand = z.object({
  id: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  sortOrder: z.number().int(),
});
export type EvaluationBand = z.infer<typeof zEvaluationBand>;

export const zEvaluation = z.object({
  id: z.string(),
  side: z.enum(evaluationSides),
  evaluateeId: z.string(),
  evaluateeName: z.string(),
  /** The job whose criteria set the form scores (the evaluatee's, else the teacher set). */
  criteriaJob: z.string(),
  schoolYear: z.string(),
  status: z.enum(evaluationStatuses),
  scores: z.array(zCriterionScore),
  createdById: z.string(),
  /** Who finalised (principal side) or submitted (self side), and when. */
  closedById: z.string().nullable(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Points out of 100 so far; fixed when the form is closed. */
  total: z.number(),
  /** The band of the total once every criterion is scored; fixed when the form is closed. */
  bandId: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgementComment: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Evaluation = z.infer<typeof zEvaluation>;

/** Scores and notes change only while the form is a draft. */
export function isEvaluationEditable(status: EvaluationStatus): boolean {
  return status === 'draft';
}
