import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeUserDb } from '../../lib/db/current-user-db.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';

import type * as DashboardDataModule from './dashboard-data.ts';
import { useDashboard } from './use-dashboard.ts';

type DashboardData = typeof DashboardDataModule;

const reportApiError = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../lib/api/report-api-error.ts', () => ({ reportApiError }));
const loadDashboard = vi.hoisted(() => vi.fn(() => new Promise<never>(() => undefined)));
vi.mock('./dashboard-data.ts', async (importOriginal) => ({
  ...(await importOriginal<DashboardData>()),
  loadDashboard,
}));

afterEach(() => {
  cleanup();
  clearSession();
  closeUserDb();
  vi.unstubAllGlobals();
});

describe('useDashboard', () => {
  it('renders for a session restored from the device before sign-in opened its database', () => {
    // A returning user: the stored token gives a session, and the dashboard renders at once.
    const session = startSession(makeAccessToken());
    closeUserDb();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );

    const { result } = renderHook(() => useDashboard(session?.user.sub ?? '', 'agent'));

    expect(result.current.state.kind).not.toBe('failed');
  });

  it('says nothing of an answer that comes after the screen was left', async () => {
    const session = startSession(makeAccessToken());
    let fail: (error: Error) => void = () => undefined;
    loadDashboard.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const { unmount } = renderHook(() => useDashboard(session?.user.sub ?? '', 'agent'));
    await waitFor(() => expect(loadDashboard).toHaveBeenCalled());

    unmount();
    fail(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(reportApiError).not.toHaveBeenCalled();
  });
});
