import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';

import type { DevelopmentPlan } from '../../../contract/development-plans.ts';
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
  const [reach, setReach] = useState<ServerReach>('unknown');
  const lastSyncAt = useLiveQuery(async () => (await db.syncMeta.get('lastSyncAt'))?.value, [db]);
  useEffect(() => {
    let live = true;
    const refresh = () =>
      void syncPlansFromServer(db, beneficiaryId, fetchPlans).then((reached) => {
        if (live) setReach(reached ? 'reached' : 'unreachable');
      });
    refresh();
    window.addEventListener('online', refresh);
    return () => {
      live = false;
      window.removeEventListener('online', refresh);
    };
  }, [db, beneficiaryId, fetchPlans, lastSyncAt]);
  const rows = useLiveQuery(
    () => plansTable(db).where('beneficiaryId').equals(beneficiaryId).toArray(),
    [db, beneficiaryId],
  );
  return { rows, reach };
}
