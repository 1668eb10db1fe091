import type { DevelopmentPlan } from '../../../contract/development-plans.ts';

import { rowFromServer, type PlanRow } from './plan-row.ts';

export interface PlanMerge {
  put: PlanRow[];
  deleteIds: string[];
}

/**
 * One beneficiary's plans from the server, merged into what the device holds of them. The
 * server's copy is the truth only for plans with nothing waiting on this device: a local
 * change (pending, refused, in conflict or being deleted) is never overwritten, an older
 * server copy never replaces a newer local one, and a synced plan the server no longer
 * lists was deleted elsewhere (unless the list may predate a write the device just synced).
 */
export function mergeServerPlans(
  localRows: readonly PlanRow[],
  serverPlans: readonly DevelopmentPlan[],
  { allowDeletes = true }: { allowDeletes?: boolean } = {},
): PlanMerge {
  const localById = new Map(localRows.map((row) => [row.id, row]));
  const serverIds = new Set(serverPlans.map((plan) => plan.id));
  const put = serverPlans
    .filter((server) => {
      const local = localById.get(server.id);
      if (!local) return true;
      return (
        local.syncState === 'synced' &&
        !local.deletedLocally &&
        (local.version ?? 0) <= server.version
      );
    })
    .map(rowFromServer);
  if (!allowDeletes) return { put, deleteIds: [] };
  const deleteIds = localRows
    .filter((row) => row.syncState === 'synced' && !row.deletedLocally && !serverIds.has(row.id))
    .map((row) => row.id);
  return { put, deleteIds };
}
