import { useEffect } from 'react';

import type { Role } from '../../../contract/constants.ts';
import type { Dashboard } from '../../../contract/dashboard.ts';
import { reportApiError } from '../../lib/api/report-api-error.ts';
import type { AnswerKeeping } from '../../lib/api/server-data-options.ts';
import { useServerData, type ServerDataInView } from '../../lib/api/use-server-data.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { useAfterSync } from './use-after-sync.ts';

const loadDashboardData = () => import('./dashboard-data.ts');

function keptDashboard(userId: string, role: Role): AnswerKeeping<Dashboard> {
  return {
    read: () =>
      loadDashboardData().then(({ keptDashboardOf }) => keptDashboardOf(userId, role).read()),
    write: (answer) =>
      void loadDashboardData().then(({ keptDashboardOf }) =>
        keptDashboardOf(userId, role).write(answer),
      ),
  };
}

/**
 * The dashboard of the signed-in user: the copy kept on the device shows at once (and offline,
 * marked not fresh), the server's answer replaces it, and coming back online or the server
 * accepting this device's writes asks again.
 */
export function useDashboard(userId: string, role: Role): ServerDataInView<Dashboard> {
  const dashboard = useServerData(
    `dashboard:${userId}:${role}`,
    async (signal) => (await loadDashboardData()).fetchDashboard(signal),
    // The whole dashboard renders at once: in a transition, in slices a phone can interrupt.
    { keep: keptDashboard(userId, role), reloadOnReconnect: true, inTransition: true },
  );
  const failure = dashboard.status === 'failed' ? dashboard.error : null;
  useEffect(() => {
    if (failure) void reportApiError(failure);
  }, [failure]);
  useAfterSync(useUserDb(), dashboard.reload);
  return dashboard;
}
