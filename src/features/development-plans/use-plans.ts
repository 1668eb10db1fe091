import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import type { DevelopmentPlan } from '../../../contract/development-plans.ts';
import { dataInView, useServerData } from '../../lib/api/use-server-data.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { plansTable, type PlanRow } from './plan-row.ts';
import { syncPlansFromServer } from './sync-plans-from-server.ts';

export type ServerReach = 'unknown' | 'reached' | 'unreachable';

/**
 * A staff member's plans as a principal (or super admin) sees them: an online read, kept on
 * the device for offline grading, fetched on opening, when the connection returns and after
 * each write the outbox delivers. A user's own plans come through the pull (use-own-plans.ts).
 */
export function usePlans(
  beneficiaryId: string,
  fetchPlans: () => Promise<DevelopmentPlan[]>,
): { rows: PlanRow[] | undefined; reach: ServerReach } {
  const db = useUserDb();
  const lastSyncAt = useLiveQuery(async () => (await db.syncMeta.get('lastSyncAt'))?.value, [db]);
  // The rows land in Dexie, which the screen reads; the hook's answer is whether the server
  // was reached, the last one kept in view while the next side pull runs.
  const pulled = useServerData(
    `staff-plans:${beneficiaryId}`,
    () => syncPlansFromServer(db, beneficiaryId, fetchPlans),
    { revision: typeof lastSyncAt === 'number' ? lastSyncAt : 0, reloadOnReconnect: true },
  );
  const reached = dataInView(pulled);
  const reach: ServerReach =
    pulled.status === 'failed' || reached === false
      ? 'unreachable'
      : reached
        ? 'reached'
        : 'unknown';
  const rows = useLiveQuery(
    () => plansTable(db).where('beneficiaryId').equals(beneficiaryId).toArray(),
    [db, beneficiaryId],
  );
  return { rows, reach };
}
