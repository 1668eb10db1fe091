import type { OutboxEntry, StoredFile } from '../db/core-rows.ts';
import type { SyncedRecord } from '../db/synced-record.ts';
import type { UserDb } from '../db/user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';

import { entriesOfRecord } from './outbox-queries.ts';
import { withVersion } from './with-version.ts';

export type ConflictChoice = 'keep_mine' | 'keep_theirs';

export interface ResolveConflictOptions {
  nowMs?: number;
  /** Turns the server's copy (camelCase) into the feature's row; default: as it is. */
  toLocalRecord?: (serverRecord: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Keep mine: how the change is sent again, e.g. marked as knowingly replacing the other copy
   * so the server tells whoever made it (docs/sync.md, "Conflicts"); default: as it was.
   */
  markKeptBody?: (body: Record<string, unknown>) => Record<string, unknown>;
}

export interface ResolvedConflict {
  choice: ConflictChoice;
  /** Local changes dropped by keeping the server's copy (none when keeping mine). */
  discardedEntries: OutboxEntry[];
  discardedFiles: StoredFile[];
}

/**
 * Settles a 409. Keep mine: the refused change goes again, now based on the server's
 * version (so it overwrites theirs), with a new idempotency key since the refusal was
 * not applied. Keep theirs: the server's copy replaces the local one and every unsynced
 * change of the record is dropped. Answers null when there is no such conflict.
 */
export async function resolveConflict(
  db: UserDb,
  recordKey: string,
  choice: ConflictChoice,
  options: ResolveConflictOptions = {},
): Promise<ResolvedConflict | null> {
  const nowMs = options.nowMs ?? Date.now();
  const found = await db.conflicts.get(recordKey);
  if (!found) return null;
  const table = db.table<SyncedRecord, string>(found.recordTable);
  const keptBody = (body: Record<string, unknown> | undefined, version: number | undefined) => {
    const based = withVersion(body, version);
    return based && options.markKeptBody ? options.markKeptBody(based) : based;
  };

  return db.transaction('rw', [db.outbox, db.files, db.conflicts, table], async () => {
    const conflict = await db.conflicts.get(recordKey);
    if (!conflict) return null;
    const serverVersion =
      typeof conflict.serverRecord.version === 'number' ? conflict.serverRecord.version : undefined;
    await db.conflicts.delete(recordKey);

    if (choice === 'keep_mine') {
      const entry = await db.outbox.get(conflict.entryId);
      if (entry) {
        await db.outbox.update(entry.id, {
          state: 'pending',
          attempts: 0,
          nextAttemptAt: nowMs,
          lastError: undefined,
          idempotencyKey: uuidv7(nowMs),
          body: entry.operation === 'create' ? entry.body : keptBody(entry.body, serverVersion),
        });
      }
      await table.update(conflict.recordId, {
        syncState: 'pending',
        ...(serverVersion === undefined ? {} : { version: serverVersion }),
      });
      return { choice, discardedEntries: [], discardedFiles: [] };
    }

    const discardedEntries = await entriesOfRecord(db, recordKey);
    const discardedFiles = (await db.files.where('recordKey').equals(recordKey).toArray()).filter(
      (file) => file.uploadedId === undefined,
    );
    await db.outbox.bulkDelete(discardedEntries.map((entry) => entry.id));
    await db.files.bulkDelete(discardedFiles.map((file) => file.id));
    const serverCopy = options.toLocalRecord?.(conflict.serverRecord) ?? conflict.serverRecord;
    await table.put({ ...serverCopy, id: conflict.recordId, syncState: 'synced' } as SyncedRecord);
    return { choice, discardedEntries, discardedFiles };
  });
}
