import { useCallback, useEffect, useState } from 'react';

import type { Role } from '../../../contract/constants.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';

import { fetchDashboard } from './dashboard-api.ts';
import { readCachedDashboard } from './dashboard-cache.ts';
import { loadDashboard, type DashboardSnapshot } from './load-dashboard.ts';

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; snapshot: DashboardSnapshot; refreshing: boolean };

function cachedState(userId: string, role: Role): DashboardState {
  const cached = readCachedDashboard(userId);
  return cached && cached.dashboard.role === role
    ? { kind: 'ready', snapshot: { ...cached, fresh: false }, refreshing: true }
    : { kind: 'loading' };
}

/**
 * The dashboard of the signed-in user: the copy kept on the device shows at once, the server's
 * answer replaces it, and coming back online asks again.
 */
export function useDashboard(
  userId: string,
  role: Role,
): {
  state: DashboardState;
  refresh: () => void;
} {
  const [state, setState] = useState<DashboardState>(() => cachedState(userId, role));

  const load = useCallback(
    () =>
      loadDashboard({ userId, role, fetchDashboard }).then(
        (snapshot) => setState({ kind: 'ready', snapshot, refreshing: false }),
        (error: unknown) => {
          setState({ kind: 'failed' });
          void reportApiError(error);
        },
      ),
    [userId, role],
  );

  useEffect(() => {
    const reload = () => void load();
    reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [load]);

  const refresh = useCallback(() => {
    setState((previous) =>
      previous.kind === 'ready' ? { ...previous, refreshing: true } : { kind: 'loading' },
    );
    void load();
  }, [load]);

  return { state, refresh };
}
