import type { Table } from 'dexie';

import { recordKeyOf } from '../db/record-key.ts';
import type { SyncedRecord } from '../db/synced-record.ts';
import type { UserDb } from '../db/user-db.ts';

import { discardRecordChanges } from './discard-record-changes.ts';
import { enqueueWrite, type OutboxRequest } from './enqueue-write.ts';

/**
 * Deletes a record of a synced table. One the server has never accepted (no `version`) is
 * dropped with its queued changes and files; one it has goes as a DELETE based on its version
 * and stays hidden (`deletedLocally`) until the server answers. Answers whether a DELETE was
 * queued, so the caller asks for a replay only then.
 */
export async function deleteSyncedRecord<T extends SyncedRecord>(
  db: UserDb,
  table: Table<T, string>,
  row: Pick<SyncedRecord, 'id' | 'version'>,
  request: OutboxRequest,
): Promise<'dropped' | 'queued'> {
  if (row.version === undefined) {
    const dropped = await discardRecordChanges(db, recordKeyOf(table.name, row.id));
    if (!dropped) await table.delete(row.id);
    return 'dropped';
  }
  await enqueueWrite(db, { operation: 'delete', table, recordId: row.id, request });
  return 'queued';
}
