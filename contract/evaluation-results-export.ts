import { z } from 'zod';

import { locales, type Locale } from './constants.ts';
import { fileNamePart } from './file-name-part.ts';
import { zId } from './ids.ts';
import { zSchoolYear, type SchoolYear } from './school-year.ts';

/**
 * The school's evaluation results as a spreadsheet (issue 22, item 5; who may download it and
 * what it holds: docs/roles-and-permissions.md, "Evaluations").
 */
export const evaluationResultsExportLimits = {
  /** Each download reads every form of the school: a user may ask for this many an hour. */
  perUserPerHour: 30,
} as const;

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `GET /evaluations/export.xlsx`: the school year, the language, and a super admin's school. */
export const zEvaluationResultsExportQuery = z.object({
  /** The current school year when absent. */
  schoolYear: zSchoolYear.optional(),
  /** The sheet's language; the caller's stored language when absent. */
  lang: z.enum(locales, { error: 'validation.error.invalidRequestFormat' }).optional(),
  /** The school, for the super admin (required of them); a principal's is always their own. */
  organizationId: zId.optional(),
});
export type EvaluationResultsExportQuery = z.input<typeof zEvaluationResultsExportQuery>;

/**
 * The name the results are saved under: "Evaluation results - Al Noor School - 2026-2027.xlsx",
 * or in Arabic "نتائج التقييم - مدرسة النور - 2026-2027.xlsx".
 */
export function evaluationResultsFileName(
  schoolName: string,
  schoolYear: SchoolYear,
  locale: Locale,
): string {
  const title = locale === 'ar' ? 'نتائج التقييم' : 'Evaluation results';
  return [title, fileNamePart(schoolName), schoolYear].filter(Boolean).join(' - ') + '.xlsx';
}
