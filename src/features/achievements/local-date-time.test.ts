import { describe, expect, it } from 'vitest';

import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';

describe('local date-time values', () => {
  it('round-trips an instant through the picker’s wall-clock value', () => {
    const iso = fromLocalDateTime('2026-11-22 09:30:00');
    expect(iso).toBe(new Date(2026, 10, 22, 9, 30).toISOString());
    expect(toLocalDateTime(iso)).toBe('2026-11-22 09:30:00');
  });

  it('reads the wall clock on the device to the minute, not in UTC', () => {
    expect(toLocalDateTime(new Date(2026, 10, 22, 23, 45, 10))).toBe('2026-11-22 23:45:00');
  });

  it('gives an empty value for something that is not a date and time', () => {
    expect(fromLocalDateTime('')).toBe('');
    expect(fromLocalDateTime('tomorrow')).toBe('');
    expect(fromLocalDateTime('2026-11-22')).toBe('');
    expect(fromLocalDateTime('2026-13-45 09:30:00')).toBe('');
    expect(toLocalDateTime('nonsense')).toBe('');
  });
});
