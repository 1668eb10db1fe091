import type { Locale } from './constants.ts';
import { schoolYearPattern, type SchoolYear } from './school-year.ts';

const hijriYears = new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The Umm al-Qura year a school year is named by in Saudi schools ("1448هـ" for 2026-2027):
 * the Hijri year of its middle, 1 February, which holds most of its school days. A school
 * year starts in August (contract/school-year.ts) and the Hijri year drifts 11 days a year
 * earlier, so no fixed Gregorian-to-Hijri offset would stay true.
 */
export function hijriYearOfSchoolYear(startYear: number): number {
  const middle = new Date(Date.UTC(startYear + 1, 1, 1));
  const year = hijriYears.formatToParts(middle).find((part) => part.type === 'year')?.value;
  return Number(year);
}

/**
 * A school year as people read it, the one formatter for screens, the portfolio PDF, the
 * Faris sheets and the results workbook: "1448هـ (2026-2027)" in Arabic, "2026-2027 (1448
 * AH)" in English. The stored and sent value stays `2026-2027`.
 */
export function schoolYearName(schoolYear: SchoolYear | number, locale: Locale): string {
  const gregorian = typeof schoolYear === 'number' ? `${schoolYear}-${schoolYear + 1}` : schoolYear;
  const startYear = Number(schoolYearPattern.exec(gregorian)?.[1]);
  if (!Number.isInteger(startYear)) return gregorian;
  const hijri = hijriYearOfSchoolYear(startYear);
  // After an Arabic letter the bidi algorithm reads "2026-2027" as Arabic numbers and shows
  // "2027-2026"; a left-to-right isolate keeps it whole, on screen, in the PDF and in Excel.
  return locale === 'ar' ? `${hijri}هـ (\u2066${gregorian}\u2069)` : `${gregorian} (${hijri} AH)`;
}
