import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { closeUserDb } from '../../lib/db/current-user-db.ts';
import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';

import { useDashboard } from './use-dashboard.ts';

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
});
