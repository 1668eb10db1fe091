import { describe, expect, it } from 'vitest';

import { clockConventions } from './clock-conventions.ts';
import { formatDateTime } from './format-date.ts';

describe('clockConventions', () => {
  it('reads Arabic times on a 12-hour clock with ص and م, never a Latin AM or PM', () => {
    expect(clockConventions('ar')).toEqual({ format: '12h', amPmLabels: { am: 'ص', pm: 'م' } });
  });

  it('reads English times with AM and PM', () => {
    expect(clockConventions('en')).toEqual({ format: '12h', amPmLabels: { am: 'AM', pm: 'PM' } });
  });

  it('picks the afternoon with the same word the app then writes beside the time', () => {
    const { amPmLabels } = clockConventions('ar');
    expect(formatDateTime(new Date(2026, 10, 18, 15, 30), 'ar')).toContain(amPmLabels.pm);
  });
});
