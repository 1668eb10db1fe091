import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { hasBackgroundSync } from '../../lib/browser-support/has-background-sync.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import { readSyncStatus } from '../../lib/sync/sync-status.ts';

import { SyncWaitingCard } from './sync-waiting-card.tsx';

/** The waiting-to-sync card, following the device's outbox as it changes. */
export default function LiveSyncWaitingCard() {
  const db = useUserDb();
  const status = useLiveQuery(() => readSyncStatus(db), [db]);
  return <SyncWaitingCard status={status} sentInBackground={hasBackgroundSync()} />;
}
