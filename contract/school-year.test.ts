import { describe, expect, it } from 'vitest';

import { schoolYearAt, schoolYearLabel, schoolYearStarting } from './school-year.ts';

describe('school years', () => {
  it('starts a year on 1 August in Riyadh, so the summer closes the year before', () => {
    expect(schoolYearAt(new Date('2026-07-31T20:59:59Z')).startYear).toBe(2025);
    expect(schoolYearAt(new Date('2026-07-31T21:00:00Z')).startYear).toBe(2026);
    expect(schoolYearAt(new Date('2027-06-24T12:00:00+03:00')).startYear).toBe(2026);
  });

  it('covers its days from the first to the next year’s first, exclusive', () => {
    const year = schoolYearStarting(2026);
    expect(year.from.toISOString()).toBe('2026-07-31T21:00:00.000Z');
    expect(year.until.toISOString()).toBe('2027-07-31T21:00:00.000Z');
    expect([year.fromDay, year.untilDay]).toEqual(['2026-08-01', '2027-08-01']);
    expect(schoolYearLabel(2026)).toBe('2026-2027');
  });
});
