import { z } from 'zod';

/**
 * A Saudi school year runs from late August to June (`server/src/modules/dashboard/school-terms.ts`
 * holds the Ministry's terms). It is named by its two Gregorian years: `2026-2027` is the year
 * whose first term starts in August 2026 (1448 AH). The summer belongs to the year that just
 * ended, so a year runs from 1 August, Riyadh time, to the next 1 August. Evaluations and the
 * portfolio are kept per school year.
 */
export const schoolYearPattern = /^(\d{4})-(\d{4})$/;

/** The month (1-12) a school year starts in. */
export const schoolYearStartMonth = 8;

const riyadhOffsetMs = 3 * 60 * 60 * 1000;

function isConsecutive(value: string): boolean {
  const match = schoolYearPattern.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

export const zSchoolYear = z
  .string({ error: 'validation.error.required' })
  .regex(schoolYearPattern, { error: 'validation.error.invalidRequestFormat' })
  .refine(isConsecutive, { error: 'validation.error.invalidRequestFormat' });
export type SchoolYear = z.infer<typeof zSchoolYear>;

/** The school year a calendar day (`YYYY-MM-DD`) falls in. */
export function schoolYearOf(day: string): SchoolYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= schoolYearStartMonth ? year : year - 1;
  return schoolYearLabel(first);
}

/** The first and last calendar days of a school year, for reading its evidence. */
export function schoolYearDays(schoolYear: SchoolYear): { from: string; to: string } {
  const first = Number(schoolYear.slice(0, 4));
  const month = String(schoolYearStartMonth).padStart(2, '0');
  const lastMonth = String(schoolYearStartMonth - 1).padStart(2, '0');
  const lastDay = new Date(Date.UTC(first + 1, schoolYearStartMonth - 1, 0)).getUTCDate();
  return { from: `${first}-${month}-01`, to: `${first + 1}-${lastMonth}-${lastDay}` };
}

/** A school year as a span of time, for reading what happened within it. */
export interface SchoolYearSpan {
  /** 2026 for 2026-2027. */
  startYear: number;
  /** Its first moment, inclusive. */
  from: Date;
  /** The next year's first moment, exclusive. */
  until: Date;
  /** The same two as calendar dates in Riyadh: "2026-08-01", "2027-08-01". */
  fromDay: string;
  untilDay: string;
}

function firstDayOf(startYear: number): string {
  return `${startYear}-${String(schoolYearStartMonth).padStart(2, '0')}-01`;
}

export function schoolYearStarting(startYear: number): SchoolYearSpan {
  const fromDay = firstDayOf(startYear);
  const untilDay = firstDayOf(startYear + 1);
  return {
    startYear,
    from: new Date(`${fromDay}T00:00:00+03:00`),
    until: new Date(`${untilDay}T00:00:00+03:00`),
    fromDay,
    untilDay,
  };
}

/** The school year a moment falls in, by the calendar in Riyadh. */
export function schoolYearAt(moment: Date): SchoolYearSpan {
  const riyadh = new Date(moment.getTime() + riyadhOffsetMs);
  const year = riyadh.getUTCFullYear();
  return schoolYearStarting(riyadh.getUTCMonth() + 1 >= schoolYearStartMonth ? year : year - 1);
}

/** "2026-2027", the way schools write a year in both languages. */
export function schoolYearLabel(startYear: number): SchoolYear {
  return `${startYear}-${startYear + 1}`;
}
