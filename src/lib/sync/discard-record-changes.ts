import type { OutboxEntry, StoredFile } from '../db/core-rows.ts';
import type { SyncedRecord } from '../db/synced-record.ts';
import type { UserDb } from '../db/user-db.ts';

import { entriesOfRecord } from './outbox-queries.ts';

/** Everything of one record that exists only on this device. */
export interface LocalChanges {
  recordKey: string;
  entries: OutboxEntry[];
  /** The local copy, with the changes the server has not accepted. */
  record: SyncedRecord | null;
  /** Its photos and documents, bytes included, so the UI can offer to save them first. */
  files: StoredFile[];
}

/** What discarding `recordKey` would throw away, for the UI to confirm first. */
export async function previewDiscard(db: UserDb, recordKey: string): Promise<LocalChanges | null> {
  const entries = await entriesOfRecord(db, recordKey);
  const [first] = entries;
  if (!first) return null;
  const table = db.table<SyncedRecord, string>(first.recordTable);
  return {
    recordKey,
    entries,
    record: (await table.get(first.recordId)) ?? null,
    files: await db.files.where('recordKey').equals(recordKey).toArray(),
  };
}

/**
 * Drops every unsynced change of a record: all its outbox entries (later ones build on
 * the refused one, so they cannot go alone), its conflict, its files and its local copy.
 * The server's copy, if any, comes back with the next fetch. Answers what was dropped.
 */
export async function discardRecordChanges(
  db: UserDb,
  recordKey: string,
): Promise<LocalChanges | null> {
  const preview = await previewDiscard(db, recordKey);
  const [first] = preview?.entries ?? [];
  if (!first) return null;
  const table = db.table<SyncedRecord, string>(first.recordTable);
  return db.transaction('rw', [db.outbox, db.files, db.conflicts, table], async () => {
    const discarded = await previewDiscard(db, recordKey);
    if (!discarded) return null;
    await db.outbox.bulkDelete(discarded.entries.map((entry) => entry.id));
    await db.files.bulkDelete(discarded.files.map((file) => file.id));
    await db.conflicts.delete(recordKey);
    await table.delete(first.recordId);
    return discarded;
  });
}
