import { describe, expect, it } from 'vitest';

import {
  formatDateTime,
  formatHijriDate,
  formatHijriDateRange,
  formatLongDate,
} from './format-date.ts';
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

describe('formatHijriDate', () => {
  it('writes the Umm al-Qura date in Arabic with Latin digits and هـ', () => {
    expect(formatHijriDate('2026-11-12', 'ar')).toBe('2 جمادى الآخرة 1448 هـ');
  });

  it('writes the Umm al-Qura date in English with AH', () => {
    expect(formatHijriDate('2026-11-12', 'en')).toBe('Jumada II 2, 1448 AH');
  });

  it('keeps a calendar date on its Hijri day whatever the time zone', () => {
    expect(formatHijriDate('2026-02-18', 'en')).toBe('Ramadan 1, 1447 AH');
  });

  it('reads an instant on the device’s own day, as the Gregorian date beside it', () => {
    const evening = new Date(2026, 10, 12, 23, 30);
    expect(formatHijriDate(evening, 'en')).toBe('Jumada II 2, 1448 AH');
  });
});

describe('formatHijriDateRange', () => {
  // Intl puts thin spaces around the dash.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('writes a plan’s period with the shared year once', () => {
    expect(plain(formatHijriDateRange('2026-09-01', '2027-01-31', 'ar'))).toBe(
      '19 ربيع الأول – 23 شعبان 1448 هـ',
    );
    expect(plain(formatHijriDateRange('2026-09-01', '2027-01-31', 'en'))).toBe(
      'Rabiʻ I 19 – Shaʻban 23, 1448 AH',
    );
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
