/**
 * A Saudi school year runs from late August to June (`server/src/modules/dashboard/school-terms.ts`
 * holds the Ministry's terms); it is named by the calendar year it starts in, 2026 for
 * 2026-2027. The summer belongs to the year that just ended, so a year runs from 1 August,
 * Riyadh time, to the next 1 August.
 */
const firstMonth = 8;
const riyadhOffsetMs = 3 * 60 * 60 * 1000;

export interface SchoolYear {
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
  return `${startYear}-0${firstMonth}-01`;
}

export function schoolYearStarting(startYear: number): SchoolYear {
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
export function schoolYearAt(moment: Date): SchoolYear {
  const riyadh = new Date(moment.getTime() + riyadhOffsetMs);
  const year = riyadh.getUTCFullYear();
  return schoolYearStarting(riyadh.getUTCMonth() + 1 >= firstMonth ? year : year - 1);
}

/** "2026-2027", the way schools write a year in both languages. */
export function schoolYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`;
}
