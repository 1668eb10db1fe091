import type { PullMapping } from '../../lib/sync/pull-mapping.ts';

/** Pulled criteria land in the criteria table the achievement and goal forms read. */
export const criteriaPullMapping: PullMapping<'criteria'> = {
  dexieTable: 'criteria',
  toRow: (criterion) => criterion,
};
