import { describe, expect, it } from 'vitest';

import { formatCount, formatMonth } from './format-figures.ts';

describe('formatMonth', () => {
  it('names the month of the Gregorian calendar in both languages', () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'ar')).toContain('نوفمبر');
    expect(formatMonth('2026-01', 'ar')).toContain('2026');
  });
});

describe('formatCount', () => {
  it('groups thousands with Latin digits in Arabic too', () => {
    expect(formatCount(12_500, 'en')).toBe('12,500');
    expect(formatCount(12_500, 'ar')).toMatch(/12.500/);
  });
});
