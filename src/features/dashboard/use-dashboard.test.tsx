import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeUserDb } from '../../lib/db/current-user-db.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';

import type { Dashboard } from '../../../contract/dashboard.ts';
import { ApiError } from '../../lib/api/api-error.ts';

import { readCachedDashboard, writeCachedDashboard } from './dashboard-cache.ts';
import { makeAgentDashboard } from './make-agent-dashboard.ts';
import { useDashboard } from './use-dashboard.ts';

const reportApiError = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../lib/api/report-api-error.ts', () => ({ reportApiError }));
const fetchDashboard = vi.hoisted(() =>
  vi.fn((): Promise<Dashboard> => new Promise<never>(() => undefined)),
);
vi.mock('./dashboard-api.ts', () => ({ fetchDashboard }));

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

    expect(result.current.status).not.toBe('failed');
  });

  it('says nothing of an answer that comes after the screen was left', async () => {
    const session = startSession(makeAccessToken());
    let fail: (error: Error) => void = () => undefined;
    fetchDashboard.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const { unmount } = renderHook(() => useDashboard(session?.user.sub ?? '', 'agent'));
    await waitFor(() => expect(fetchDashboard).toHaveBeenCalled());

    unmount();
    fail(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(reportApiError).not.toHaveBeenCalled();
  });

  it('shows the copy kept on this device, not fresh, when the server cannot be reached', async () => {
    const session = startSession(makeAccessToken());
    const userId = session?.user.sub ?? '';
    writeCachedDashboard(userId, { dashboard: makeAgentDashboard(3), savedAt: 1_000 });
    fetchDashboard.mockImplementationOnce(() =>
      Promise.reject(new ApiError('common.error.connection', null)),
    );

    const { result } = renderHook(() => useDashboard(userId, 'agent'));

    await waitFor(() => expect(result.current.refreshing).toBe(false));
    expect(result.current).toMatchObject({
      status: 'loaded',
      data: makeAgentDashboard(3),
      savedAt: 1_000,
      fresh: false,
    });
    expect(reportApiError).not.toHaveBeenCalled();
  });

  it('replaces the kept copy with the server’s answer, and keeps that', async () => {
    const session = startSession(makeAccessToken());
    const userId = session?.user.sub ?? '';
    writeCachedDashboard(userId, { dashboard: makeAgentDashboard(3), savedAt: 1_000 });
    fetchDashboard.mockImplementationOnce(() => Promise.resolve(makeAgentDashboard(4)));

    const { result } = renderHook(() => useDashboard(userId, 'agent'));

    await waitFor(() => expect(result.current).toMatchObject({ fresh: true }));
    expect(result.current).toMatchObject({ status: 'loaded', data: makeAgentDashboard(4) });
    expect(readCachedDashboard(userId)?.dashboard).toEqual(makeAgentDashboard(4));
  });
});
