import type { Locale } from '../../../contract/constants.ts';

import { dateTimeFormat } from './intl-formatters.ts';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A long date such as "22 November 2026" / "22 نوفمبر 2026" (Gregorian in Arabic).
 * A calendar date without a time ("2026-11-22") is the same day in every time zone.
 */
export function formatLongDate(value: string | Date, locale: Locale): string {
  const isCalendarDate = typeof value === 'string' && dateOnly.test(value);
  return dateTimeFormat(locale, {
    dateStyle: 'long',
    ...(isCalendarDate && { timeZone: 'UTC' }),
  }).format(new Date(isCalendarDate ? `${value}T00:00:00Z` : value));
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
