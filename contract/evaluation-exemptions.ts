import { z } from 'zod';

import { zId } from './ids.ts';
import { zSchoolYear } from './school-year.ts';

/**
 * A staff member not evaluated in a school year (issue 33, item 8): under three months in post,
 * long leave, secondment, transfer, or on probation (a suitability report instead). The
 * reasons are data (`evaluation_exemption_reasons`), so a new circular changes rows. Such a
 * member leaves the school's results export, the staff lists to evaluate and every count of
 * the school's evaluations; their forms are kept, read-only, and come back on an undo.
 *
 * - GET    /evaluation-exemption-reasons
 * - GET    /evaluation-exemptions?school_year=              the principal's school
 * - PUT    /users/:id/evaluation-exemptions/:schoolYear     zExemptionInput; the principal
 * - DELETE /users/:id/evaluation-exemptions/:schoolYear     the principal; undo
 */

export const exemptionLimits = { noteMax: 500 } as const;

export const zExemptionReason = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  sortOrder: z.number().int(),
});
export type ExemptionReason = z.infer<typeof zExemptionReason>;

export const zExemptionParams = z.object({ id: zId, schoolYear: zSchoolYear });

export const zExemptionInput = z.object({
  reasonCode: z
    .string({ error: 'validation.error.required' })
    .trim()
    .min(1, { error: 'validation.error.required' })
    .max(50, { error: 'validation.error.maxLength' }),
  note: z
    .string()
    .trim()
    .max(exemptionLimits.noteMax, { error: 'validation.error.maxLength' })
    .default(''),
});
export type ExemptionInput = z.input<typeof zExemptionInput>;

export const zExemptionsQuery = z.object({ schoolYear: zSchoolYear });

export const zEvaluationExemption = z.object({
  userId: z.string(),
  schoolYear: z.string(),
  reasonCode: z.string(),
  note: z.string(),
  createdById: z.string(),
  createdAt: z.string(),
});
export type EvaluationExemption = z.infer<typeof zEvaluationExemption>;
