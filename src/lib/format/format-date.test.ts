import { describe, expect, it } from 'vitest';

import { formatDateTime, formatLongDate } from './format-date.ts';
import { formatHalalas } from './format-money.ts';

describe('formatLongDate', () => {
  it('writes Arabic dates on the Gregorian calendar with Latin digits', () => {
    const text = formatLongDate('2026-11-22T10:00:00Z', 'ar');
    expect(text).toContain('نوفمبر');
    expect(text).toContain('2026');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatLongDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
    expect(formatLongDate('2026-11-22', 'en')).toBe('November 22, 2026');
  });

  it('writes English dates in full', () => {
    expect(formatLongDate('2026-11-22T10:00:00Z', 'en')).toBe('November 22, 2026');
  });
});

describe('formatDateTime', () => {
  it('keeps each language and style apart when formatting one after another', () => {
    const at = '2026-11-22T10:00:00Z';
    const english = formatDateTime(at, 'en');
    const arabic = formatDateTime(at, 'ar');
    expect(english).toContain('Nov');
    expect(arabic).toContain('،');
    expect(formatDateTime(at, 'en')).toBe(english);
    expect(formatLongDate(at, 'en')).toBe('November 22, 2026');
    expect(formatLongDate('2026-11-22', 'en')).toBe('November 22, 2026');
  });
});

describe('formatHalalas', () => {
  it('shows whole riyals without decimals and halalas with two', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatHalalas(37_500, 'en'))).toBe('SAR 375');
    expect(plain(formatHalalas(2_350, 'en'))).toBe('SAR 23.50');
    expect(formatHalalas(37_500, 'ar')).toContain('375');
  });
});
