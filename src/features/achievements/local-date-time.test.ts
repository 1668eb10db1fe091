import { describe, expect, it } from 'vitest';

import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local.ts';

describe('datetime-local values', () => {
  it('round-trips an instant through the input format', () => {
    const iso = fromDateTimeLocal('2026-11-22T09:30');
    expect(iso).toMatch(/^2026-11-2\dT\d{2}:30:00\.000Z$/);
    expect(toDateTimeLocal(iso)).toBe('2026-11-22T09:30');
  });

  it('gives an empty value for something that is not a date', () => {
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('tomorrow')).toBe('');
    expect(toDateTimeLocal('nonsense')).toBe('');
  });
});
