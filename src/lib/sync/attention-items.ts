import type { OutboxEntry, SyncConflict } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

import { recordHeads } from './outbox-queries.ts';

/** One record the user must act on: its refused (or conflicting) entry and what waits behind it. */
export interface AttentionItem {
  entry: OutboxEntry;
  /** The server's copy, for a conflict; null when the server refused the change. */
  conflict: SyncConflict | null;
  /** Later changes of the same record held back until this one is settled. */
  waitingEntryCount: number;
}

/** The needs-attention page's list, oldest first; liveQuery-friendly like readSyncStatus. */
export async function readAttentionItems(db: UserDb): Promise<AttentionItem[]> {
  const [entries, heads, conflicts] = await Promise.all([
    db.outbox.toArray(),
    recordHeads(db),
    db.conflicts.toArray(),
  ]);
  const conflictByRecord = new Map(conflicts.map((conflict) => [conflict.recordKey, conflict]));
  return heads
    .filter((head) => head.state !== 'pending')
    .map((head) => ({
      entry: head,
      conflict: conflictByRecord.get(head.recordKey) ?? null,
      waitingEntryCount: entries.filter((entry) => entry.recordKey === head.recordKey).length - 1,
    }));
}
