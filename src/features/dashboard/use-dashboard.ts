import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

import type { Role } from '../../../contract/constants.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import type { DashboardSnapshot } from './load-dashboard.ts';
import { useAfterSync } from './use-after-sync.ts';

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; snapshot: DashboardSnapshot; refreshing: boolean };

const loadDashboardData = () => import('./dashboard-data.ts');

/**
 * The dashboard of the signed-in user: the copy kept on the device shows at once, the server's
 * answer replaces it, and coming back online or the server accepting this device's writes
 * asks again.
 */
export function useDashboard(
  userId: string,
  role: Role,
): {
  state: DashboardState;
  refresh: () => void;
} {
  const [state, setState] = useState<DashboardState>({ kind: 'loading' });
  // Each load is numbered: only the newest one, while the screen is shown, may answer. An older
  // answer (a slow request overtaken by a refresh) or one after leaving the screen is dropped.
  const latestLoad = useRef(0);
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    latestLoad.current += 1;
    const thisLoad = latestLoad.current;
    try {
      const { loadDashboard, fetchDashboard } = await loadDashboardData();
      const snapshot = await loadDashboard({ userId, role, fetchDashboard });
      if (thisLoad !== latestLoad.current || !shown.current) return;
      // The whole dashboard renders at once: in a transition, in slices a phone can interrupt.
      startTransition(() => setState({ kind: 'ready', snapshot, refreshing: false }));
    } catch (error) {
      if (thisLoad !== latestLoad.current || !shown.current) return;
      setState({ kind: 'failed' });
      void reportApiError(error);
    }
  }, [userId, role]);

  useEffect(() => {
    let active = true;
    const reload = () => void load();
    void loadDashboardData().then(
      ({ readCachedDashboard }) => {
        if (!active) return;
        const cached = readCachedDashboard(userId);
        if (cached && cached.dashboard.role === role) {
          const snapshot = { ...cached, fresh: false };
          setState((previous) =>
            previous.kind === 'loading' ? { kind: 'ready', snapshot, refreshing: true } : previous,
          );
        }
        reload();
      },
      // The code did not arrive: the request below fails the same way and says so.
      reload,
    );
    window.addEventListener('online', reload);
    return () => {
      active = false;
      window.removeEventListener('online', reload);
    };
  }, [load, userId, role]);

  const refresh = useCallback(() => {
    setState((previous) =>
      previous.kind === 'ready' ? { ...previous, refreshing: true } : { kind: 'loading' },
    );
    void load();
  }, [load]);

  useAfterSync(useUserDb(), refresh);

  return { state, refresh };
}
