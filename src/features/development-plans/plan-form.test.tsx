import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import {
  activateSourceEnglish,
  fieldError,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import { pickDate, shownDate } from '../../testing/pick-date.ts';

import { PlanForm } from './plan-form.tsx';
import type { PlanRow } from './plan-row.ts';
import type { PlanInput } from './plan-writes.ts';

beforeAll(activateSourceEnglish);
beforeEach(() => {
  // Saved offline: the notice says where the plan is without waiting for the server.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  openUserDb(`user-${uuidv7()}`);
});
afterEach(() => closeUserDb());

function renderForm(row: PlanRow | null = null) {
  const onSave = vi.fn<(input: PlanInput) => Promise<void>>(() => Promise.resolve());
  const onDone = vi.fn<() => void>();
  renderWithProviders(<PlanForm row={row} onSave={onSave} onDone={onDone} />);
  return { onSave, onDone };
}

function fill(values: Partial<PlanInput>) {
  const labels: Record<keyof PlanInput, RegExp> = {
    name: /^Plan name/,
    description: /^Description/,
    startDate: /^Start date/,
    endDate: /^End date/,
  };
  for (const [key, value] of Object.entries(values)) {
    const label = labels[key as keyof PlanInput];
    if (key === 'startDate' || key === 'endDate') pickDate(label, value);
    else fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

// A calendar renders some hundred buttons: slow in jsdom when every test file runs at once.
describe('PlanForm', { timeout: 15_000 }, () => {
  it('refuses a plan with no name or dates', () => {
    const { onSave } = renderForm();
    save();
    expect(fieldError(/^Plan name/)).toBe('This field is required.');
    expect(fieldError(/^Start date/)).toBe('This field is required.');
    expect(fieldError(/^End date/)).toBe('This field is required.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers as end dates only the days after the start', () => {
    renderForm();
    fill({ startDate: '2026-09-01' });
    fireEvent.click(screen.getByLabelText(/^End date/));
    const day = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(day('September 1, 2026').disabled).toBe(true);
    expect(day('September 2, 2026').disabled).toBe(false);
  });

  it('refuses an end date on or before a start date changed after it', () => {
    const { onSave } = renderForm();
    fill({ name: 'Classroom management', endDate: '2026-09-01', startDate: '2026-09-01' });
    save();
    expect(fieldError(/^End date/)).toBe('The end date must be after the start date.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a name over 200 characters', () => {
    const { onSave } = renderForm();
    fill({ name: 'x'.repeat(201), startDate: '2026-09-01', endDate: '2026-12-01' });
    save();
    expect(fieldError(/^Plan name/)).toBe('Must be at most 200 characters.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid plan, says it is kept on the device while offline, and closes', async () => {
    const { onSave, onDone } = renderForm();
    fill({
      name: 'Classroom management',
      startDate: '2026-09-01',
      endDate: '2026-12-01',
      description: 'Fewer interruptions',
    });
    save();

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Classroom management',
      startDate: '2026-09-01',
      endDate: '2026-12-01',
      description: 'Fewer interruptions',
    });
    await screen.findByText('Saved on this device; it will be sent when there is a connection.');
  });

  it('opens an existing plan with its fields', () => {
    renderForm({
      id: 'plan-1',
      name: 'Assessment',
      description: 'Rubrics',
      startDate: '2026-01-10',
      endDate: '2026-06-30',
    } as PlanRow);
    expect((screen.getByLabelText(/^Plan name/) as HTMLInputElement).value).toBe('Assessment');
    expect(shownDate(/^Start date/)).toBe('January 10, 2026');
    expect(shownDate(/^End date/)).toBe('June 30, 2026');
  });
});
