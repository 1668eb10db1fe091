import { describe, expect, it } from 'vitest';

import { zAchievementCreate, zAchievementListQuery } from './achievements.ts';
import { zDateOfBirth } from './account-fields.ts';
import { zGoalFields, zPlanFields } from './development-plans.ts';
import { zCalendarDay, zDayOrInstant, zInstant } from './sane-dates.ts';

function keyOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('dates outside 1900-2100', () => {
  it('refuses year 1 (once stored as 2001) and year 9999 with the date key', () => {
    for (const value of ['0001-01-01T00:00:00-12:00', '9999-12-31T23:00:00+03:00']) {
      expect(keyOf(zInstant.safeParse(value))).toBe('validation.error.mustBeDate');
      expect(keyOf(zDayOrInstant.safeParse(value))).toBe('validation.error.mustBeDate');
    }
    for (const value of ['0001-01-01', '1899-12-31', '2101-01-01']) {
      expect(keyOf(zCalendarDay.safeParse(value))).toBe('validation.error.mustBeDate');
      expect(keyOf(zDayOrInstant.safeParse(value))).toBe('validation.error.mustBeDate');
    }
  });

  it('accepts the years a school works in', () => {
    expect(zInstant.safeParse('2026-09-15T08:00:00+03:00').success).toBe(true);
    expect(zCalendarDay.safeParse('1900-01-01').success).toBe(true);
    expect(zDayOrInstant.safeParse('2100-12-31').success).toBe(true);
  });

  it('applies everywhere a date is accepted: evidence, its filters, plans, birth dates', () => {
    const achievement = zAchievementCreate.safeParse({
      description: 'x',
      eventStartAt: '0001-01-01T00:00:00-12:00',
    });
    expect(
      achievement.error?.issues.find((issue) => issue.path[0] === 'eventStartAt')?.message,
    ).toBe('validation.error.mustBeDate');
    expect(keyOf(zAchievementListQuery.safeParse({ from: '0001-01-01' }))).toBe(
      'validation.error.mustBeDate',
    );
    const plan = zPlanFields.safeParse({ startDate: '0001-01-01', endDate: '2026-01-01' });
    expect(plan.error?.issues.find((issue) => issue.path[0] === 'startDate')?.message).toBe(
      'validation.error.mustBeDate',
    );
    const goal = zGoalFields.safeParse({ dueDate: '2101-01-01' });
    expect(goal.error?.issues.find((issue) => issue.path[0] === 'dueDate')?.message).toBe(
      'validation.error.mustBeDate',
    );
    expect(keyOf(zDateOfBirth.safeParse('0001-01-01'))).toBe('validation.error.mustBeDate');
  });
});
