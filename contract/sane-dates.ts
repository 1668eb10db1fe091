import { z } from 'zod';

/**
 * The years a date may fall in anywhere the app accepts one (docs/validation.md, "Dates"):
 * outside them a date is a typing slip or an attack, and the database would store year 1 as
 * 2001. Refused with the date key, as a date that is not one.
 */
export const saneYears = { first: 1900, last: 2100 } as const;

const mustBeDate = { error: 'validation.error.mustBeDate' } as const;

function saneYear(year: number): boolean {
  return year >= saneYears.first && year <= saneYears.last;
}

/** A calendar day, `2026-03-12`, in the sane years; empty is missing. */
export const zCalendarDay = z
  .string({ error: 'validation.error.required' })
  .min(1, { error: 'validation.error.required' })
  .pipe(z.iso.date(mustBeDate))
  .refine((day) => saneYear(Number(day.slice(0, 4))), mustBeDate);

/** A moment with its offset, `2026-03-12T08:00:00+03:00`, in the sane years (in UTC). */
export const zInstant = z.iso
  .datetime({ offset: true, ...mustBeDate })
  .refine((instant) => saneYear(new Date(instant).getUTCFullYear()), mustBeDate);

/** A day (the whole day in UTC) or a moment with its offset, in the sane years. */
export const zDayOrInstant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], mustBeDate)
  .refine((value) => saneYear(new Date(value).getUTCFullYear()), mustBeDate);
