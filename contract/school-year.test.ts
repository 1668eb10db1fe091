import { describe, expect, it } from 'vitest';

import { evaluationFormId } from './evaluation-form-id.ts';
import { zId } from './ids.ts';
import {
  schoolYearAt,
  schoolYearDays,
  schoolYearLabel,
  schoolYearOf,
  schoolYearStarting,
  zSchoolYear,
} from './school-year.ts';

describe('school years', () => {
  it('starts a school year in August', () => {
    expect(schoolYearOf('2026-08-01')).toBe('2026-2027');
    expect(schoolYearOf('2027-07-31')).toBe('2026-2027');
    expect(schoolYearOf('2026-07-31')).toBe('2025-2026');
  });

  it('spans August to the end of July', () => {
    expect(schoolYearDays('2026-2027')).toEqual({ from: '2026-08-01', to: '2027-07-31' });
  });

  it('accepts only two consecutive years', () => {
    expect(zSchoolYear.safeParse('2026-2027').success).toBe(true);
    for (const wrong of ['2026-2028', '2026', '26-27', '2027-2026']) {
      expect(zSchoolYear.safeParse(wrong).success).toBe(false);
    }
  });
});

describe('evaluationFormId', () => {
  const teacher = '0195f3a0-0000-7000-8000-000000000123';

  it('gives every device the same valid id for the same form, and another for any other form', () => {
    const id = evaluationFormId(teacher, '2026-2027', 'principal');
    expect(zId.safeParse(id).success).toBe(true);
    expect(evaluationFormId(teacher.toUpperCase(), '2026-2027', 'principal')).toBe(id);
    expect(evaluationFormId(teacher, '2026-2027', 'self')).not.toBe(id);
    expect(evaluationFormId(teacher, '2027-2028', 'principal')).not.toBe(id);
  });
});

describe('school years as spans of time', () => {
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
