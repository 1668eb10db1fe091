import { z } from 'zod';

import { defaultCriteriaJob, zCriterion } from './achievements.ts';
import { zId } from './ids.ts';

/**
 * A staff member's job model (issue 33, item 7): each has its own criteria set and weights
 * summing to 100; a model with no set yet is scored on the teacher's set, with a visible note.
 * The model names the set in `criteria.job`; the teacher's set is seeded.
 */
export const jobModels = [
  defaultCriteriaJob,
  'deputy',
  'principal',
  'student_counsellor',
  'kindergarten_teacher',
  'lab_technician',
  'activity_teacher',
  'health_counsellor',
] as const;
export type JobModel = (typeof jobModels)[number];

export const zJobModel = z.enum(jobModels, { error: 'validation.error.mustBeOneOf' });

export const criteriaSetLimits = { criteriaMax: 30, nameMax: 200, totalWeight: 100 } as const;

const zName = z
  .string({ error: 'validation.error.required' })
  .trim()
  .min(1, { error: 'validation.error.required' })
  .max(criteriaSetLimits.nameMax, { error: 'validation.error.maxLength' });

/** One criterion of a set as the super admin writes it: an existing one by id, or a new one. */
export const zCriteriaSetItemInput = z.object({
  id: zId.optional(),
  nameEn: zName,
  nameAr: zName,
  weight: z
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(1, { error: 'validation.error.minValue' })
    .max(criteriaSetLimits.totalWeight, { error: 'validation.error.maxValue' }),
});
export type CriteriaSetItemInput = z.input<typeof zCriteriaSetItemInput>;

/** `PUT /criteria-sets/:jobModel`: the whole set in its order; the weights sum to 100. */
export const zCriteriaSetInput = z
  .object({
    criteria: z
      .array(zCriteriaSetItemInput)
      .min(1, { error: 'validation.error.required' })
      .max(criteriaSetLimits.criteriaMax, { error: 'validation.error.maxItems' }),
  })
  .refine(
    (set) =>
      set.criteria.reduce((sum, item) => sum + item.weight, 0) === criteriaSetLimits.totalWeight,
    { path: ['criteria'], error: 'criteria.failed.weightsNot100' },
  );
export type CriteriaSetInput = z.input<typeof zCriteriaSetInput>;

export const zJobModelParams = z.object({ jobModel: zJobModel });

/** A job model and its current set; `criteria` is empty while it has none. */
export const zCriteriaSet = z.object({
  jobModel: zJobModel,
  criteria: z.array(zCriterion),
});
export type CriteriaSet = z.infer<typeof zCriteriaSet>;
