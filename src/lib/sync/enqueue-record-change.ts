import type { Table } from 'dexie';

import type { SyncedRecord } from '../db/synced-record.ts';
import type { UserDb } from '../db/user-db.ts';

import { enqueueWrite, type OutboxRequest, type RecordContent } from './enqueue-write.ts';

/** A stored row without the fields the outbox keeps, to build the next change from. */
function recordContentOf<T extends SyncedRecord>(row: T): RecordContent<T> {
  const content: Partial<T> = { ...row };
  delete content.syncState;
  delete content.version;
  delete content.deletedLocally;
  return content as RecordContent<T>;
}

/**
 * Queues one change to a stored record, built from its current content: the new row (stamped
 * `updatedAt`) and its request. Call it inside the caller's transaction over the table, the
 * outbox and the files, after reading `current` there, so two quick edits cannot lose each other.
 */
export async function enqueueRecordChange<T extends SyncedRecord & { updatedAt: string }>(
  db: UserDb,
  table: Table<T, string>,
  current: T,
  change: (content: RecordContent<T>) => { record: RecordContent<T>; request: OutboxRequest },
): Promise<void> {
  const { record, request } = change(recordContentOf(current));
  await enqueueWrite(db, {
    operation: 'update',
    table,
    record: { ...record, updatedAt: new Date().toISOString() },
    request,
  });
}
