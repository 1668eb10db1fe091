import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { DevelopmentPlan } from '../../../contract/development-plans.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { PlanList } from './plan-list.tsx';
import { rowFromServer } from './plan-row.ts';

beforeAll(activateSourceEnglish);

const activePlan: DevelopmentPlan = {
  id: 'plan-1',
  name: 'Active learning in grade 5',
  description: '',
  beneficiaryId: 'teacher',
  beneficiaryName: 'Huda',
  creatorId: 'teacher',
  creatorName: 'Huda',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  status: 'active',
  goals: [],
  feedback: {
    userComment: '',
    adminComment: '',
    grade: null,
    reviewedById: null,
    reviewedAt: null,
  },
  version: 1,
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
};

describe('PlanList', () => {
  it('offers the screen’s create action when there is no plan yet', () => {
    const start = vi.fn();
    renderWithProviders(
      <PlanList rows={[]} onOpen={vi.fn()} create={{ label: 'New plan', start }} />,
    );

    expect(screen.getByText('No development plans yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New plan' }));
    expect(start).toHaveBeenCalledOnce();
  });

  it('offers no create button where the viewer cannot create a plan', () => {
    renderWithProviders(<PlanList rows={[]} onOpen={vi.fn()} />);

    expect(screen.getByText('No development plans yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says no plan has the chosen status and shows them all again on request', () => {
    renderWithProviders(<PlanList rows={[rowFromServer(activePlan)]} onOpen={vi.fn()} />);

    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(screen.getByText('No plans with this status')).toBeTruthy();
    expect(screen.queryByText('Active learning in grade 5')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show all plans' }));
    expect(screen.getByText('Active learning in grade 5')).toBeTruthy();
  });
});
