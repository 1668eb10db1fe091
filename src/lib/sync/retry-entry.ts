import type { SyncedRecord } from '../db/synced-record.ts';
import type { UserDb } from '../db/user-db.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';

import { forgetUploadedIds } from './uploaded-file-ids.ts';

export interface RetryEntryOptions {
  /** A corrected body, e.g. rebuilt from the record the user just fixed. */
  body?: Record<string, unknown>;
  nowMs?: number;
}

/**
 * Sends an entry the server refused once more, from scratch: pending, no attempts,
 * due now. It gets a new idempotency key: the refusal proves the first request was
 * not applied, and the server would otherwise answer the stored refusal again.
 * Answers false when the entry is gone or is not waiting for the user.
 */
export async function retryEntry(
  db: UserDb,
  entryId: string,
  options: RetryEntryOptions = {},
): Promise<boolean> {
  const nowMs = options.nowMs ?? Date.now();
  const entry = await db.outbox.get(entryId);
  if (!entry || entry.state !== 'needs_attention') return false;
  const table = db.table<SyncedRecord, string>(entry.recordTable);
  return db.transaction('rw', [db.outbox, db.files, table], async () => {
    const current = await db.outbox.get(entryId);
    if (!current || current.state !== 'needs_attention') return false;
    // The server no longer knows the files it was sent (an upload left unattached for a day
    // is removed): they are still on the device, so they go up again.
    if (current.lastError?.fieldErrors.some((error) => error.field === 'fileIds')) {
      forgetUploadedIds(db, current.fileRefs);
      for (const fileId of current.fileRefs) {
        await db.files.update(fileId, {
          uploadedId: undefined,
          uploadUrl: undefined,
          uploadedBytes: 0,
        });
      }
    }
    await db.outbox.update(entryId, {
      state: 'pending',
      attempts: 0,
      nextAttemptAt: nowMs,
      lastError: undefined,
      idempotencyKey: uuidv7(nowMs),
      ...(options.body ? { body: options.body } : {}),
    });
    await table.update(entry.recordId, { syncState: 'pending' });
    return true;
  });
}
