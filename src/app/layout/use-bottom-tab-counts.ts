import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
import { useSyncExternalStore } from 'react';

import {
  readPendingAcknowledgement,
  readReturnedEvidence,
} from '../../entities/attention/read-attention-items.ts';
import { subscribeUserDb, userDbInUse } from '../../lib/db/current-user-db.ts';
import { useSession } from '../../lib/session/session-store.ts';

import type { BottomTab } from './main-menu-links.ts';

export type BottomTabCounts = Partial<Record<BottomTab, number>>;

/**
 * What waits for the user behind each tab, from the device: returned evidence on Evidence, the
 * evaluation to acknowledge on Home (where the attention card lists it).
 */
export function useBottomTabCounts(): BottomTabCounts {
  const userId = useSession()?.user.sub ?? null;
  const db = useSyncExternalStore(subscribeUserDb, userDbInUse);
  const counts = useLiveQuery(async (): Promise<BottomTabCounts> => {
    if (!db || !userId || db.userId !== userId) return {};
    const [returned, acknowledgement] = await Promise.all([
      readReturnedEvidence(db),
      readPendingAcknowledgement(db, userId),
    ]);
    return { evidence: returned.length, home: acknowledgement ? 1 : 0 };
  }, [db, userId]);
  return counts ?? {};
}
