import type { DevelopmentPlan } from '../../../contract/development-plans.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { sidePullIntoTable } from '../../lib/sync/side-pull.ts';

import { plansTable, rowFromServer } from './plan-row.ts';

/**
 * Brings one beneficiary's plans from the server into Dexie, keeping every local change not
 * yet on the server; a synced plan the server no longer lists was deleted elsewhere.
 * Answers whether the server was reached.
 */
export function syncPlansFromServer(
  db: UserDb,
  beneficiaryId: string,
  fetchPlans: () => Promise<DevelopmentPlan[]>,
): Promise<boolean> {
  return sidePullIntoTable(db, plansTable(db), {
    fetchRecords: fetchPlans,
    toRow: rowFromServer,
    rowsInScope: (table) => table.where('beneficiaryId').equals(beneficiaryId).toArray(),
  });
}
