import type { DevelopmentPlan } from '../../../contract/development-plans.ts';
import { fetchWhenOnline } from '../../lib/api/fetch-when-online.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { mergeServerPlans } from './merge-server-plans.ts';
import { plansTable } from './plan-row.ts';

/**
 * Brings one beneficiary's plans from the server into Dexie, keeping every local change not
 * yet on the server. Does nothing offline; a failed fetch is silent because the screen
 * already shows what the device has. Answers whether the server was reached.
 */
export async function syncPlansFromServer(
  db: UserDb,
  beneficiaryId: string,
  fetchPlans: () => Promise<DevelopmentPlan[]>,
): Promise<boolean> {
  const syncedBefore = (await db.syncMeta.get('lastSyncAt'))?.value;
  const serverPlans = await fetchWhenOnline(fetchPlans);
  if (serverPlans === null) return false;
  const table = plansTable(db);
  await db.transaction('rw', [table, db.syncMeta], async () => {
    // Read inside the transaction so a write made meanwhile is seen and kept; a write
    // synced during the fetch may be missing from the list, so nothing is deleted then.
    const syncedDuringFetch = (await db.syncMeta.get('lastSyncAt'))?.value !== syncedBefore;
    const local = await table.where('beneficiaryId').equals(beneficiaryId).toArray();
    const { put, deleteIds } = mergeServerPlans(local, serverPlans, {
      allowDeletes: !syncedDuringFetch,
    });
    await table.bulkPut(put);
    await table.bulkDelete(deleteIds);
  });
  return true;
}
