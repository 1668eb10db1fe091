import { describe, expect, it } from 'vitest';

import {
  canMovePlan,
  isFeedbackOpen,
  isPlanEditable,
  planProgress,
  planStatuses,
  zDevelopmentPlanCreate,
  zPlanFields,
} from './development-plans.ts';
import { fieldErrorsFromZod } from './field-errors-from-zod.ts';

describe('plan statuses', () => {
  it('allow only draft -> active -> completed', () => {
    const moves = planStatuses.flatMap((from) =>
      planStatuses.filter((to) => canMovePlan(from, to)).map((to) => `${from}->${to}`),
    );
    expect(moves).toEqual(['draft->active', 'active->completed']);
  });

  it('make a completed plan read-only and open feedback once active', () => {
    expect(planStatuses.map(isPlanEditable)).toEqual([true, true, false]);
    expect(planStatuses.map(isFeedbackOpen)).toEqual([false, true, true]);
  });
});

describe('plan fields', () => {
  const fields = { name: 'Plan', description: '', startDate: '2026-02-01', endDate: '2026-06-30' };

  it('refuse an end on or before the start on endDate with validation.error.endBeforeStart', () => {
    for (const endDate of ['2026-02-01', '2026-01-31']) {
      const parsed = zPlanFields.safeParse({ ...fields, endDate });
      expect(parsed.success).toBe(false);
      if (parsed.success) continue;
      expect(fieldErrorsFromZod(parsed.error.issues, 'form')).toContainEqual(
        expect.objectContaining({ field: 'end_date', key: 'validation.error.endBeforeStart' }),
      );
    }
  });

  it('accept a plan without a beneficiary (the caller) and trim the name', () => {
    const parsed = zDevelopmentPlanCreate.parse({
      ...fields,
      name: '  Plan  ',
      id: '0195f3a0-0000-7000-8000-000000000001',
    });
    expect(parsed.name).toBe('Plan');
    expect(parsed.beneficiaryId).toBeUndefined();
  });
});

describe('planProgress', () => {
  it('is the mean of the goals’ progress, 0 without goals', () => {
    expect(planProgress([])).toBe(0);
    expect(planProgress([{ progress: 50 }, { progress: 100 }, { progress: 0 }])).toBe(0.5);
  });
});
