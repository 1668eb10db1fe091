import { describe, expect, it } from 'vitest';

import { dateTimeFormat, numberFormat } from './intl-formatters.ts';

describe('cached Intl formatters', () => {
  it('builds one formatter per language and options, and reuses it', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    expect(numberFormat('ar')).not.toBe(numberFormat('en'));
  });

  it('formats in the language asked for: Gregorian months and Latin digits in Arabic', () => {
    const month = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const at = new Date('2026-11-22T10:00:00Z');
    expect(dateTimeFormat('en', month).format(at)).toBe('November 2026');
    expect(dateTimeFormat('ar', month).format(at)).toBe('نوفمبر 2026');
    expect(numberFormat('ar').format(1234)).toBe('1,234');
  });
});
