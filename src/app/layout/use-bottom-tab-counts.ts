import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import {
  readPendingAcknowledgement,
  readReturnedEvidence,
} from '../../entities/attention/read-attention-items.ts';
import { useSignedInUserDb } from '../../lib/session/use-user-db.ts';

import type { BottomTab } from './main-menu-links.ts';

export type BottomTabCounts = Partial<Record<BottomTab, number>>;

/**
 * What waits for the user behind each tab, from the device: returned evidence on Evidence, the
 * evaluation to acknowledge on Home (where the attention card lists it).
 */
export function useBottomTabCounts(): BottomTabCounts {
  // Opened here if the bar is drawn first: sign-in opens it a moment after the session starts,
  // and an open tells no one (the bar read none and never asked again).
  const db = useSignedInUserDb();
  const counts = useLiveQuery(async (): Promise<BottomTabCounts> => {
    if (!db) return {};
    const [returned, acknowledgement] = await Promise.all([
      readReturnedEvidence(db),
      readPendingAcknowledgement(db, db.userId),
    ]);
    return { evidence: returned.length, home: acknowledgement ? 1 : 0 };
  }, [db]);
  return counts ?? {};
}
