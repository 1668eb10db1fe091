import type { Locale } from '../../../contract/constants.ts';
import { dateTimeFormat, numberFormat } from '../../lib/format/intl-formatters.ts';

export function formatCount(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** "Nov 2026" / "نوفمبر 2026" for a month sent as "2026-11" (Gregorian in Arabic). */
export function formatMonth(month: string, locale: Locale): string {
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
