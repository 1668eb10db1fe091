import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { plansTable, type PlanRow } from './plan-row.ts';
import type { ServerReach } from './use-plans.ts';

/**
 * The signed-in user's own plans as the device has them; the sync engine keeps them up to
 * date with the server (src/lib/sync). `unreachable` until the device has pulled once.
 */
export function useOwnPlans(userId: string): { rows: PlanRow[] | undefined; reach: ServerReach } {
  const db = useUserDb();
  const pulledOnce = useLiveQuery(
    async () => (await db.syncMeta.get('lastPullAt')) !== undefined,
    [db],
  );
  const rows = useLiveQuery(
    () => plansTable(db).where('beneficiaryId').equals(userId).toArray(),
    [db, userId],
  );
  const reach: ServerReach =
    pulledOnce === true ? 'reached' : navigator.onLine ? 'unknown' : 'unreachable';
  return { rows, reach };
}
