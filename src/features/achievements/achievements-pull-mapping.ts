import type { PullMapping } from '../../lib/sync/pull-mapping.ts';

import { rowFromServer } from './row-from-server.ts';

/** Pulled achievements (the user's own) land in the achievements table. */
export const achievementsPullMapping: PullMapping<'achievements'> = {
  dexieTable: 'achievements',
  toRow: rowFromServer,
};
