import { z } from 'zod';

/**
 * A school year of the Saudi calendar, named by its two Gregorian years: `2026-2027` is the
 * year whose first term starts in August 2026 (1448 AH). Evaluations are kept per school year.
 */
export const schoolYearPattern = /^(\d{4})-(\d{4})$/;

/** The month (1-12) a school year starts in: its first term begins in late August. */
export const schoolYearStartMonth = 8;

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
  return `${first}-${first + 1}`;
}

/** The first and last calendar days of a school year, for reading its evidence. */
export function schoolYearDays(schoolYear: SchoolYear): { from: string; to: string } {
  const first = Number(schoolYear.slice(0, 4));
  const month = String(schoolYearStartMonth).padStart(2, '0');
  const lastMonth = String(schoolYearStartMonth - 1).padStart(2, '0');
  const lastDay = new Date(Date.UTC(first + 1, schoolYearStartMonth - 1, 0)).getUTCDate();
  return { from: `${first}-${month}-01`, to: `${first + 1}-${lastMonth}-${lastDay}` };
}
