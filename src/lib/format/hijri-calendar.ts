/**
 * Days on the Umm al-Qura calendar, the Hijri calendar of Saudi schools, converted through
 * `Intl` ('islamic-umalqura'), so the app and the browser agree on every month's length.
 * A day is a Gregorian `YYYY-MM-DD`, what the app stores; these only read and find them.
 */
export interface HijriDay {
  year: number;
  /** 1 (Muharram) to 12 (Dhu al-Hijjah). */
  month: number;
  day: number;
}

const hijriParts = new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura-nu-latn', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

const dayMs = 24 * 60 * 60 * 1000;
// 1 Muharram 1 AH, 16 July 622, and the mean lengths of the Hijri year and month.
const epochMs = Date.UTC(622, 6, 16);
const yearDays = 354.36667;
const monthDays = 29.530589;

function atUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The Umm al-Qura day of a Gregorian day (`YYYY-MM-DD`). */
export function hijriDayOf(day: string): HijriDay {
  const parts = hijriParts.formatToParts(atUtc(day));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function compare(a: HijriDay, b: HijriDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The Gregorian day of an Umm al-Qura day, or null when that month has no such day (the 30th
 * of a 29-day month). Starts from the mean calendar and walks the few days it is off.
 */
export function gregorianDayOf(wanted: HijriDay): string | null {
  const daysSinceEpoch = Math.round(
    (wanted.year - 1) * yearDays + (wanted.month - 1) * monthDays + wanted.day - 1,
  );
  let at = new Date(epochMs + daysSinceEpoch * dayMs);
  for (let step = 0; step < 40; step += 1) {
    const found = hijriDayOf(isoDay(at));
    const order = compare(found, wanted);
    if (order === 0) return isoDay(at);
    const next = new Date(at.getTime() + (order < 0 ? dayMs : -dayMs));
    // Stepping over the wanted day without landing on it: that day does not exist.
    if (compare(hijriDayOf(isoDay(next)), wanted) * order < 0) return null;
    at = next;
  }
  return null;
}

/** The Gregorian days of one Umm al-Qura month, in order (29 or 30 of them). */
export function hijriMonthDays(year: number, month: number): string[] {
  const first = gregorianDayOf({ year, month, day: 1 });
  if (!first) return [];
  const days: string[] = [];
  for (let at = atUtc(first); hijriDayOf(isoDay(at)).month === month;) {
    days.push(isoDay(at));
    at = new Date(at.getTime() + dayMs);
  }
  return days;
}

/** The month before or after, across the year's end. */
export function addHijriMonths(
  { year, month }: Pick<HijriDay, 'year' | 'month'>,
  months: number,
): Pick<HijriDay, 'year' | 'month'> {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
