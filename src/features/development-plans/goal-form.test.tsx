import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import type { PlanGoal } from '../../../contract/development-plans.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import {
  activateSourceEnglish,
  fieldError,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import { openCalendar, pickDate, showMonth } from '../../testing/pick-date.ts';

import { GoalForm } from './goal-form.tsx';
import type { GoalProgressInput } from './plan-writes.ts';

beforeAll(activateSourceEnglish);
beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

const plan = { startDate: '2026-09-01', endDate: '2026-12-31' };

const criterion = (id: string, nameEn: string): Criterion => ({
  id,
  job: 'teacher',
  code: id.slice(-1),
  nameEn,
  nameAr: nameEn,
  weight: 10,
  sortOrder: 1,
});
const planningId = '0190a1b2-0000-7000-8000-000000000001';
const criteria = [
  criterion(planningId, 'Planning lessons'),
  criterion('0190a1b2-0000-7000-8000-000000000002', 'Assessment'),
];

const goal: PlanGoal = {
  id: 'goal-1',
  statement: 'Observe colleagues',
  targetMetric: '4 lessons',
  dueDate: '2026-10-15',
  criterionIds: [planningId],
  progress: 40,
  status: 'in_progress',
  sortOrder: 1,
};

function renderForm(edited: PlanGoal | null) {
  const onSave = vi.fn<(input: GoalProgressInput) => Promise<void>>(() => Promise.resolve());
  const onDone = vi.fn<() => void>();
  renderWithProviders(
    <GoalForm goal={edited} plan={plan} criteria={criteria} onSave={onSave} onDone={onDone} />,
  );
  return { onSave, onDone };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

// A calendar renders some hundred buttons: slow in jsdom when every test file runs at once.
describe('GoalForm', { timeout: 15_000 }, () => {
  it('refuses a new goal with no statement, due date or criterion', () => {
    const { onSave } = renderForm(null);
    save();
    expect(fieldError(/^Goal/)).toBe('This field is required.');
    expect(fieldError(/^Due date/)).toBe('This field is required.');
    expect(fieldError(screen.getByRole('combobox', { name: /^Criteria/ }))).toBe(
      'This field is required.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a due date left outside the plan when the plan’s dates moved', () => {
    const { onSave } = renderForm({ ...goal, dueDate: '2026-08-31' });
    save();
    expect(fieldError(/^Due date/)).toBe(
      'The due date must fall within the plan’s start and end dates.',
    );
    expect(onSave).not.toHaveBeenCalled();

    // The plan's last day is inside it.
    pickDate(/^Due date/, '2026-12-31');
    save();
    expect(fieldError(/^Due date/)).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('offers the date picker only the plan’s days', () => {
    renderForm(null);
    const calendar = openCalendar(/^Due date/);
    const day = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    showMonth(calendar, plan.startDate);
    expect(day('August 31, 2026').disabled).toBe(true);
    expect(day('September 1, 2026').disabled).toBe(false);
    showMonth(calendar, plan.endDate);
    expect(day('December 31, 2026').disabled).toBe(false);
    expect(day('January 1, 2027').disabled).toBe(true);
  });

  it('marks an achieved goal at 100% and saves it', async () => {
    const { onSave, onDone } = renderForm(goal);
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Achieved' }));
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('100');
    save();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      statement: 'Observe colleagues',
      targetMetric: '4 lessons',
      dueDate: '2026-10-15',
      criterionIds: [planningId],
      progress: 100,
      status: 'achieved',
    });
  });

  it('asks for status and progress only when editing an existing goal', () => {
    renderForm(null);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });
});
