import type { Locale } from '../../../../../contract/constants.ts';
import { intlLocale } from '../../../../../contract/intl-locale.ts';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A Gregorian date as the app writes it, "12 March 2026" / "12 مارس 2026" with Latin digits:
 * a moment on the calendar in Riyadh, a calendar date ("2026-03-12") as it is.
 */
export function portfolioDate(value: Date | string, locale: Locale): string {
  const day = typeof value === 'string' && dateOnly.test(value);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: day ? 'UTC' : 'Asia/Riyadh',
  }).format(day ? new Date(`${value}T00:00:00Z`) : new Date(value));
}
