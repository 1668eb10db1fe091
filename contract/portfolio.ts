import { z } from 'zod';

import { locales } from './constants.ts';
import { fileNamePart } from './file-name-part.ts';
import { schoolYearLabel } from './school-year.ts';

export const portfolioLimits = {
  /** Building a portfolio reads every photo's thumbnail: a user may ask for this many an hour. */
  perUserPerHour: 30,
  /** School years a portfolio may be asked for, by the year each starts in. */
  firstStartYear: 2020,
  lastStartYear: 2100,
} as const;

/** `GET /portfolio.pdf` and `GET /users/:id/portfolio.pdf`: the language and the school year. */
export const zPortfolioQuery = z.object({
  /** The PDF's language; the caller's stored language when absent. */
  lang: z.enum(locales, { error: 'validation.error.invalidRequestFormat' }).optional(),
  /** The school year by the year it starts in (2026 for 2026-2027); the current one when absent. */
  year: z.coerce
    .number({ error: 'validation.error.invalidRequestFormat' })
    .int({ error: 'validation.error.invalidRequestFormat' })
    .min(portfolioLimits.firstStartYear, { error: 'validation.error.invalidRequestFormat' })
    .max(portfolioLimits.lastStartYear, { error: 'validation.error.invalidRequestFormat' })
    .optional(),
  /** `true` prints only the evidence the principal accepted (docs/portfolio.md, "Review status and accepted evidence only"). */
  acceptedOnly: z
    .enum(['true', 'false'], { error: 'validation.error.mustBeBoolean' })
    .transform((value) => value === 'true')
    .optional(),
});
export type PortfolioQuery = z.input<typeof zPortfolioQuery>;

/**
 * The name a portfolio is saved under: "Portfolio - Sara Ahmed - 2026-2027.pdf", or in Arabic
 * "ملف الإنجاز - سارة أحمد - 2026-2027.pdf"; the owner's name stripped of anything a file
 * system or a bidi display would misread.
 */
export function portfolioFileName(
  ownerName: string,
  startYear: number,
  locale: (typeof locales)[number],
): string {
  const title = locale === 'ar' ? 'ملف الإنجاز' : 'Portfolio';
  return (
    [title, fileNamePart(ownerName), schoolYearLabel(startYear)].filter(Boolean).join(' - ') +
    '.pdf'
  );
}
