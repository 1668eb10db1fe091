import { describe, expect, it } from 'vitest';

import { addHijriMonths, gregorianDayOf, hijriDayOf, hijriMonthDays } from './hijri-calendar.ts';

/** What Intl itself says of a day, written out, to compare with. */
const intlHijri = (day: string) =>
  new Intl.DateTimeFormat('en-US-u-ca-islamic-umalqura-nu-latn', {
    dateStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('Umm al-Qura days', () => {
  it('finds the first day of every month of 1447 and 1448 where Intl starts it', () => {
    for (const year of [1447, 1448]) {
      for (let month = 1; month <= 12; month += 1) {
        const first = gregorianDayOf({ year, month, day: 1 });
        if (!first) throw new Error(`no first day for ${month}/${year}`);
        expect(intlHijri(first)).toBe(`${month}/1/${year} AH`);
        // The day before is the last of the month before, 29th or 30th.
        const last = hijriDayOf(dayBefore(first));
        expect(addHijriMonths(last, 1)).toEqual({ year, month });
        expect([29, 30]).toContain(last.day);
      }
    }
  });

  it('knows 1 Muharram 1448 and 1 Ramadan 1447 on the Gregorian calendar', () => {
    expect(gregorianDayOf({ year: 1448, month: 1, day: 1 })).toBe('2026-06-16');
    expect(gregorianDayOf({ year: 1447, month: 9, day: 1 })).toBe('2026-02-18');
  });

  it('gives back the same Gregorian day for every day of two school years', () => {
    for (let at = Date.UTC(2025, 7, 1); at < Date.UTC(2027, 7, 1); at += 86_400_000) {
      const day = new Date(at).toISOString().slice(0, 10);
      expect(gregorianDayOf(hijriDayOf(day))).toBe(day);
    }
  });

  it('has no 30th in a 29-day month, and lists each month’s days in order', () => {
    const days = hijriMonthDays(1448, 1);
    expect([29, 30]).toContain(days.length);
    expect(hijriDayOf(days[0] ?? '')).toEqual({ year: 1448, month: 1, day: 1 });
    const short = [...Array(12).keys()]
      .map((index) => hijriMonthDays(1447, index + 1))
      .find((month) => month.length === 29);
    const shortMonth = hijriDayOf(short?.[0] ?? '');
    expect(gregorianDayOf({ ...shortMonth, day: 30 })).toBeNull();
  });

  it('moves across the year’s end', () => {
    expect(addHijriMonths({ year: 1447, month: 12 }, 1)).toEqual({ year: 1448, month: 1 });
    expect(addHijriMonths({ year: 1448, month: 1 }, -1)).toEqual({ year: 1447, month: 12 });
  });
});
