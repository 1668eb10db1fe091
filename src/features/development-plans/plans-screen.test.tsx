import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { PlansScreen } from './plans-screen.tsx';
import type { PlanViewer } from './plan-viewer.ts';

/** The job models whose set the screen asked for. */
const askedSets: (string | undefined)[] = [];
vi.mock('../../entities/criteria/use-criteria.ts', () => ({
  useCriteria: (jobModel?: string) => {
    askedSets.push(jobModel);
    return [];
  },
}));

beforeAll(activateSourceEnglish);

const viewer: PlanViewer = { id: 'teacher', role: 'customer', fullName: 'Huda' };
const create = { label: 'New plan', save: vi.fn() };

describe('PlansScreen', () => {
  // The empty list's own "New plan" gave way under the finger to a plan card the first pull
  // brought in (tests/e2e/development-plans.spec.ts, "on a phone"): say "none yet" only once
  // the server has answered or cannot be reached.
  it('waits for the first pull before saying there is no plan', () => {
    renderWithProviders(
      <PlansScreen
        title="Plans"
        viewer={viewer}
        jobModel="teacher"
        rows={[]}
        reach="unknown"
        create={create}
      />,
    );
    expect(screen.queryByText('No development plans yet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
  });

  it('offers a first plan after a while when the first pull never answers', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(
        <PlansScreen
          title="Plans"
          viewer={viewer}
          jobModel="teacher"
          rows={[]}
          reach="unknown"
          create={create}
        />,
      );
      act(() => vi.advanceTimersByTime(8_000));
      expect(screen.getByRole('button', { name: 'New plan' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a first plan once the server said there is none', () => {
    renderWithProviders(
      <PlansScreen
        title="Plans"
        viewer={viewer}
        jobModel="teacher"
        rows={[]}
        reach="reached"
        create={create}
      />,
    );
    expect(screen.getByText('No development plans yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New plan' })).toBeTruthy();
  });

  it('gives goals the criteria of the plans’ owner’s job model, not the teacher’s', () => {
    askedSets.length = 0;
    renderWithProviders(
      <PlansScreen
        title="Plans"
        viewer={viewer}
        jobModel="student_counsellor"
        rows={[]}
        reach="reached"
        create={create}
      />,
    );
    expect(new Set(askedSets)).toEqual(new Set(['student_counsellor']));
  });

  it('offers a first plan offline, where the server cannot say', () => {
    renderWithProviders(
      <PlansScreen
        title="Plans"
        viewer={viewer}
        jobModel="teacher"
        rows={[]}
        reach="unreachable"
        create={create}
      />,
    );
    expect(screen.getByRole('button', { name: 'New plan' })).toBeTruthy();
  });
});
