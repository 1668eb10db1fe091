import type { PullMapping } from '../../lib/sync/pull-mapping.ts';

import { rowFromServer, type PlanRow } from './plan-row.ts';

/**
 * Pulled plans are the user's own (they are the beneficiary). Plans a principal opened of
 * their staff share the table but are online reads, never pulled, so a full resync leaves them.
 */
export const plansPullMapping: PullMapping<'developmentPlans'> = {
  dexieTable: 'developmentPlans',
  toRow: rowFromServer,
  isPulledRow: (row, userId) => (row as PlanRow).beneficiaryId === userId,
};
