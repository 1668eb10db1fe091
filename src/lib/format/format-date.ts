import type { Locale } from '../../../contract/constants.ts';

import { dateTimeFormat } from './intl-formatters.ts';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date without a time ("2026-11-22") is the same day in every time zone, so it
 * is read at midnight UTC and written in UTC; an instant is written in the device's zone.
 */
function asDay(value: string | Date): { at: Date; timeZone?: 'UTC' } {
  if (typeof value === 'string' && dateOnly.test(value)) {
    return { at: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' };
  }
  return { at: new Date(value) };
}

/** A long date such as "22 November 2026" / "22 نوفمبر 2026" (Gregorian in Arabic). */
export function formatLongDate(value: string | Date, locale: Locale): string {
  const { at, timeZone } = asDay(value);
  return dateTimeFormat(locale, { dateStyle: 'long', ...(timeZone && { timeZone }) }).format(at);
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

const hijri = { calendar: 'islamic-umalqura', dateStyle: 'long' } as const;

/**
 * The same day on the Umm al-Qura calendar that Saudi schools print beside the Gregorian
 * one, in the reader's language: "Jumada II 2, 1448 AH" / "2 جمادى الآخرة 1448 هـ".
 */
export function formatHijriDate(value: string | Date, locale: Locale): string {
  const { at, timeZone } = asDay(value);
  return dateTimeFormat(locale, { ...hijri, ...(timeZone && { timeZone }) }).format(at);
}

/** Two days on the Umm al-Qura calendar, the shared month or year written once. */
export function formatHijriDateRange(
  start: string | Date,
  end: string | Date,
  locale: Locale,
): string {
  const from = asDay(start);
  const to = asDay(end);
  const timeZone = from.timeZone ?? to.timeZone;
  return dateTimeFormat(locale, { ...hijri, ...(timeZone && { timeZone }) }).formatRange(
    from.at,
    to.at,
  );
}
