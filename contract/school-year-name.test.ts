import { describe, expect, it } from 'vitest';

import { hijriYearOfSchoolYear, schoolYearName } from './school-year-name.ts';

describe('schoolYearName', () => {
  it('names a school year by its Hijri year first in Arabic', () => {
    expect(schoolYearName('2026-2027', 'ar')).toBe('1448هـ (\u20662026-2027\u2069)');
    expect(schoolYearName(2025, 'ar')).toBe('1447هـ (\u20662025-2026\u2069)');
  });

  it('keeps the Gregorian years first in English, with the Hijri year beside them', () => {
    expect(schoolYearName('2026-2027', 'en')).toBe('2026-2027 (1448 AH)');
  });

  it('takes the Hijri year of most of the school year, not of its first or last day', () => {
    // 2026-2027 starts in Safar 1448 and its last weeks, June 2027, are already in 1449.
    expect(hijriYearOfSchoolYear(2026)).toBe(1448);
    expect(hijriYearOfSchoolYear(2030)).toBe(1452);
  });

  it('leaves a value that is not a school year as it is', () => {
    expect(schoolYearName('', 'ar')).toBe('');
  });
});
