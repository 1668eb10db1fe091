import type { z } from 'zod';

import type { Locale } from './constants.ts';
import { zEvaluationResultsExportQuery } from './evaluation-results-export.ts';
import { fileNamePart } from './file-name-part.ts';
import type { SchoolYear } from './school-year.ts';

/**
 * The Faris entry sheet (issue 33, item 6; docs/evaluation-rating.md, "Faris entry sheet"): a
 * page per finalised evaluation with what the principal types into Faris, in Faris's order:
 * the criteria's integer scores in the Ministry's order, the overall rating, the strengths
 * and the areas for development.
 */
export const farisSheetLimits = {
  /** Each file reads and draws every finalised form of the school: so many an hour a user. */
  perUserPerHour: 20,
} as const;

/** `GET /evaluations/faris-sheets.pdf`: the school year, the language, a super admin's school. */
export const zFarisSheetsQuery = zEvaluationResultsExportQuery;
export type FarisSheetsQuery = z.input<typeof zFarisSheetsQuery>;

/** One staff member's sheet, as the PDF and the app's printable page show it. */
export interface FarisSheet {
  fullName: string;
  job: string | null;
  criteria: { nameEn: string; nameAr: string; score: number | null }[];
  overallRating: number;
  weightedScore: number;
  ratingNameEn: string | null;
  ratingNameAr: string | null;
  strengths: string;
  developmentAreas: string;
  principalName: string | null;
  /** ISO time of the finalisation. */
  finalisedAt: string;
}

/** "Faris entry sheets - Al Noor School - 2026-2027.pdf", or in Arabic "بطاقات إدخال فارس - …". */
export function farisSheetsFileName(
  schoolName: string,
  schoolYear: SchoolYear,
  locale: Locale,
): string {
  const title = locale === 'ar' ? 'بطاقات إدخال فارس' : 'Faris entry sheets';
  return [title, fileNamePart(schoolName), schoolYear].filter(Boolean).join(' - ') + '.pdf';
}
