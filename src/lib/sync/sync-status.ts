import type { UserDb } from '../db/user-db.ts';

import { recordHeads } from './outbox-queries.ts';
import { readUploadProgress, type UploadProgress } from './upload-progress.ts';

/** What the navbar and the needs-attention page show. Counts are of records, not requests. */
export interface SyncStatus {
  pendingCount: number;
  needsAttentionCount: number;
  conflictCount: number;
  /** When the server last accepted a write from this device, or null. */
  lastSyncAt: number | null;
  /** The server refused the token: the same user must sign in again for the rest to go. */
  needsSignIn: boolean;
  /** The earliest time a waiting record will be tried again, or null. */
  nextAttemptAt: number | null;
  /** The last try found the server out of reach (no answer), and items still wait. */
  serverUnreachable: boolean;
  /** When this device last brought in the server's changes, or null. */
  lastPullAt: number | null;
  /** Files of waiting writes not on the server yet, with the bytes sent of each. */
  uploads: UploadProgress;
}

/**
 * Reads only Dexie tables, so `useLiveQuery(() => readSyncStatus(db), [db])` re-renders
 * whenever the outbox or the sync metadata change, in this tab or from the worker.
 * A record counts in the state of its oldest entry: that is the one holding the rest.
 */
export async function readSyncStatus(db: UserDb): Promise<SyncStatus> {
  // One read transaction for all of it: Dexie opens one per query otherwise, and the navbar,
  // the dashboard's card and the replay ask on every change of the outbox or the metadata
  // (docs/achievements-at-scale.md, "Fewer transactions for the sync status").
  const [heads, [lastSyncAt, needsSignIn, serverUnreachableAt, lastPullAt], uploads] =
    await db.transaction('r', [db.outbox, db.syncMeta, db.files], () =>
      Promise.all([
        recordHeads(db),
        db.syncMeta.bulkGet(['lastSyncAt', 'needsSignIn', 'serverUnreachableAt', 'lastPullAt']),
        readUploadProgress(db),
      ]),
    );
  const pending = heads.filter((head) => head.state === 'pending');
  return {
    pendingCount: pending.length,
    needsAttentionCount: heads.filter((head) => head.state === 'needs_attention').length,
    conflictCount: heads.filter((head) => head.state === 'conflict').length,
    lastSyncAt: typeof lastSyncAt?.value === 'number' ? lastSyncAt.value : null,
    // Only worth saying while something still waits to go (the user may have discarded it).
    needsSignIn: needsSignIn?.value === true && pending.length > 0,
    nextAttemptAt:
      pending.length > 0 ? Math.min(...pending.map((head) => head.nextAttemptAt)) : null,
    serverUnreachable: serverUnreachableAt !== undefined && pending.length > 0,
    lastPullAt: typeof lastPullAt?.value === 'number' ? lastPullAt.value : null,
    uploads,
  };
}
