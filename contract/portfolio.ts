import { z } from 'zod';

import { locales } from './constants.ts';
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
});
export type PortfolioQuery = z.input<typeof zPortfolioQuery>;

// Characters that would break a file name or reorder how it is shown (bidi controls).
const unsafeInFileName = /["*/:<>?\\|\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function withoutControlCharacters(text: string): string {
  return [...text]
    .map((character) =>
      character.charCodeAt(0) < 0x20 || character === '\u007f' ? ' ' : character,
    )
    .join('');
}

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
  const name = withoutControlCharacters(ownerName)
    .replace(unsafeInFileName, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return [title, name, schoolYearLabel(startYear)].filter(Boolean).join(' - ') + '.pdf';
}
