import type { PullMapping } from '../../lib/sync/pull-mapping.ts';

import { notificationRowFromServer } from './notification-row.ts';

/** Pulled notifications (the user's own) land in the table the centre and the bell read. */
export const notificationsPullMapping: PullMapping<'notifications'> = {
  dexieTable: 'notifications',
  toRow: notificationRowFromServer,
};
