import { describe, expect, it } from 'vitest';

import { riyadhMonths } from './riyadh-time.ts';
import { currentSchoolTerm } from './school-terms.ts';

describe('currentSchoolTerm', () => {
  it('gives the term under way', () => {
    expect(currentSchoolTerm(new Date('2027-04-01T09:00:00Z'))).toEqual({
      kind: 'third',
      startDate: '2027-03-14',
      endDate: '2027-06-24',
    });
  });

  it('starts a term on its first day in Riyadh, before midnight UTC', () => {
    expect(currentSchoolTerm(new Date('2026-11-28T21:00:00Z')).kind).toBe('second');
    expect(currentSchoolTerm(new Date('2026-11-28T20:59:59Z')).kind).toBe('first');
  });

  it('keeps the term just ended during the break that follows it', () => {
    expect(currentSchoolTerm(new Date('2026-11-24T09:00:00Z')).kind).toBe('first');
  });

  // Evidence of 22-25 November (after the first term's last day, before the second's first)
  // counted in no term, so the principal read "no evidence this term" of a teacher who had 4.
  it('counts the break after a term in that term, up to the next term’s first day', () => {
    expect(currentSchoolTerm(new Date('2026-11-28T09:00:00Z'))).toEqual({
      kind: 'first',
      startDate: '2026-08-23',
      endDate: '2026-11-28',
    });
    expect(currentSchoolTerm(new Date('2027-03-01T09:00:00Z'))).toEqual({
      kind: 'second',
      startDate: '2026-11-29',
      endDate: '2027-03-13',
    });
  });

  it('falls back to the last 120 days outside the known calendar', () => {
    expect(currentSchoolTerm(new Date('2026-07-01T09:00:00Z'))).toEqual({
      kind: 'recent',
      startDate: '2026-03-04',
      endDate: '2026-07-01',
    });
    expect(currentSchoolTerm(new Date('2027-08-01T09:00:00Z')).kind).toBe('recent');
  });
});

describe('riyadhMonths', () => {
  it('counts back across a year from the Riyadh month', () => {
    // 22:00 UTC on 31 January is already 1 February in Riyadh.
    expect(riyadhMonths(new Date('2027-01-31T22:00:00Z'), 3)).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});
