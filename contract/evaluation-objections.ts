import { z } from 'zod';

import { zVersionOnly } from './development-plans.ts';
import { zId } from './ids.ts';

/**
 * The teacher's objection to a finalised evaluation (issue 33, item 5;
 * docs/states-and-transitions.md, "Objection"). Within the school's window after finalisation
 * the teacher objects once, to one or more scored criteria, each with a reason and links to
 * her own evidence; the principal answers each item (kept, or changed with a new score) and the
 * rating is recomputed. The objection and every step live on the principal's form (its
 * `objection` and `history`), so they sync, version and conflict with the form.
 *
 * - POST /evaluations/:id/objection                         zObjectionInput; the teacher
 * - POST /evaluations/:id/objection/answers/:criterionId    zObjectionAnswerInput; the principal
 */

/** The school's window when it has set none, in days after finalisation. */
export const defaultObjectionWindowDays = 10;
export const objectionWindowLimits = { minDays: 1, maxDays: 60 } as const;

/** The school's evaluation settings (`GET`/`PUT /organizations/current/evaluation-settings`). */
export const zEvaluationSettings = z.object({
  objectionWindowDays: z
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(objectionWindowLimits.minDays, { error: 'validation.error.minValue' })
    .max(objectionWindowLimits.maxDays, { error: 'validation.error.maxValue' }),
});
export type EvaluationSettings = z.infer<typeof zEvaluationSettings>;

export const objectionLimits = { reasonMax: 2000, commentMax: 2000, evidencePerItem: 20 } as const;

export const objectionDecisions = ['kept', 'changed'] as const;
export type ObjectionDecision = (typeof objectionDecisions)[number];

/** `open` until the principal has answered every item. */
export const objectionStatuses = ['open', 'answered'] as const;
export type ObjectionStatus = (typeof objectionStatuses)[number];

const zReason = z
  .string({ error: 'validation.error.required' })
  .trim()
  .min(1, { error: 'validation.error.required' })
  .max(objectionLimits.reasonMax, { error: 'validation.error.maxLength' });

export const zObjectionItemInput = z.object({
  criterionId: zId,
  reason: zReason,
  achievementIds: z
    .array(zId)
    .max(objectionLimits.evidencePerItem, { error: 'validation.error.maxItems' })
    .default([]),
});

export const zObjectionInput = z.object({
  items: z
    .array(zObjectionItemInput)
    .min(1, { error: 'validation.error.required' })
    .max(50, { error: 'validation.error.maxItems' }),
  version: zVersionOnly.shape.version,
});
export type ObjectionInput = z.input<typeof zObjectionInput>;

export const zObjectionAnswerParams = z.object({ id: zId, criterionId: zId });

export const zObjectionAnswerInput = z
  .object({
    decision: z.enum(objectionDecisions, { error: 'validation.error.mustBeOneOf' }),
    /** Required when the score is changed; ignored when it is kept. */
    newScore: z
      .number({ error: 'validation.error.mustBeNumber' })
      .int({ error: 'validation.error.mustBeInteger' })
      .min(1, { error: 'validation.error.minValue' })
      .max(5, { error: 'validation.error.maxValue' })
      .nullable()
      .default(null),
    comment: z
      .string()
      .trim()
      .max(objectionLimits.commentMax, { error: 'validation.error.maxLength' })
      .default(''),
    version: zVersionOnly.shape.version,
  })
  .refine((answer) => answer.decision === 'kept' || answer.newScore !== null, {
    path: ['newScore'],
    error: 'validation.error.required',
  });
export type ObjectionAnswerInput = z.input<typeof zObjectionAnswerInput>;

export const zObjectionAnswer = z.object({
  decision: z.enum(objectionDecisions),
  fromScore: z.number().int(),
  toScore: z.number().int(),
  comment: z.string(),
  answeredById: z.string(),
  answeredByName: z.string(),
  answeredAt: z.string(),
});
export type ObjectionAnswer = z.infer<typeof zObjectionAnswer>;

export const zObjectionItem = z.object({
  criterionId: z.string(),
  reason: z.string(),
  achievementIds: z.array(z.string()),
  answer: zObjectionAnswer.nullable(),
});
export type ObjectionItem = z.infer<typeof zObjectionItem>;

export const zEvaluationObjection = z.object({
  status: z.enum(objectionStatuses),
  submittedAt: z.string(),
  answeredAt: z.string().nullable(),
  items: z.array(zObjectionItem),
});
export type EvaluationObjection = z.infer<typeof zEvaluationObjection>;

/**
 * The objection's steps in a form's history (contract/evaluations.ts holds the one list): the
 * objection sent, each answer, and the result recomputed when a score changed (its weighted
 * score and overall rating before and after, contract/evaluation-rating.ts).
 */
export const zObjectedStep = z.object({
  kind: z.literal('objected'),
  at: z.string(),
  byId: z.string(),
  byName: z.string(),
  criterionIds: z.array(z.string()),
});

export const zObjectionAnsweredStep = z.object({
  kind: z.literal('objection_answered'),
  at: z.string(),
  byId: z.string(),
  byName: z.string(),
  criterionId: z.string(),
  decision: z.enum(objectionDecisions),
  fromScore: z.number().int(),
  toScore: z.number().int(),
  comment: z.string(),
});

export const zResultRecomputedStep = z.object({
  kind: z.literal('result_recomputed'),
  at: z.string(),
  byId: z.string(),
  byName: z.string(),
  fromWeightedScore: z.number(),
  toWeightedScore: z.number(),
  /** The overall rating 1-5 before and after. */
  fromRating: z.number().int().nullable(),
  toRating: z.number().int().nullable(),
});

const dayMs = 24 * 60 * 60 * 1000;

/** The last moment the teacher may object: `windowDays` whole days after finalisation. */
export function objectionDeadline(finalisedAt: string | Date, windowDays: number): Date {
  return new Date(new Date(finalisedAt).getTime() + windowDays * dayMs);
}
