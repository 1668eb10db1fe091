import type { OutboxEntry, StoredFile } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

import type { SendOutcome } from './classify-response.ts';
import { sendWriteRequest, type RequestContext } from './send-request.ts';

export interface UploadContext extends RequestContext {
  db: UserDb;
  uploadTimeoutMs: number;
}

/**
 * Uploads the files of an entry that are not on the server yet (each uploaded id is kept at
 * once, so a retry never uploads a file twice) and answers every local file id of the
 * entry's record mapped to its uploaded id, or the outcome that stopped an upload.
 */
export async function uploadEntryFiles(
  context: UploadContext,
  entry: OutboxEntry,
  accessToken: string,
): Promise<Map<string, string> | SendOutcome> {
  const uploadedIds = await uploadedIdsOfRecord(context.db, entry.recordKey);
  for (const fileId of entry.fileRefs) {
    if (uploadedIds.has(fileId)) continue;
    const file = await context.db.files.get(fileId);
    if (!file) {
      return {
        kind: 'rejected',
        error: { status: null, key: 'common.error.uploadFailed', fieldErrors: [], fileId },
      };
    }
    const uploadedId = await uploadFile(context, entry, file, accessToken);
    if (typeof uploadedId !== 'string') return uploadedId;
    uploadedIds.set(file.id, uploadedId);
  }
  return uploadedIds;
}

/**
 * The record's local file ids that are on the server already, mapped to their server ids
 * (an edit may keep files that an earlier entry of the same record uploaded).
 */
export async function uploadedIdsOfRecord(
  db: UserDb,
  recordKey: string,
): Promise<Map<string, string>> {
  const uploadedIds = new Map<string, string>();
  for (const file of await db.files.where('recordKey').equals(recordKey).toArray()) {
    if (file.uploadedId) uploadedIds.set(file.id, file.uploadedId);
  }
  return uploadedIds;
}

/** Whether a file of the entry is not on the server yet (or is missing on the device). */
export async function hasFilesToUpload(db: UserDb, entry: OutboxEntry): Promise<boolean> {
  if (entry.fileRefs.length === 0) return false;
  const files = await db.files.bulkGet(entry.fileRefs);
  return files.some((file) => !file?.uploadedId);
}

/** The uploaded file's server id, or the outcome that stopped the upload. */
async function uploadFile(
  context: UploadContext,
  entry: OutboxEntry,
  file: StoredFile,
  accessToken: string,
): Promise<string | SendOutcome> {
  const form = new FormData();
  form.append('file', file.blob, file.name);
  const outcome = await sendWriteRequest(
    context,
    entry.fileUploadPath,
    {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${accessToken}`,
        // Derived from the entry's key so a manual retry (new entry key) is a new request too.
        'Idempotency-Key': `${entry.idempotencyKey}:${file.id}`,
      },
      body: form,
    },
    context.uploadTimeoutMs,
  );
  if (outcome.kind === 'sent') {
    const uploadedId = idOf(outcome.result);
    if (uploadedId === null) {
      return {
        kind: 'retry',
        error: { status: null, key: 'common.error.server', fieldErrors: [], fileId: file.id },
        retryAfterMs: null,
      };
    }
    await context.db.files.update(file.id, { uploadedId });
    return uploadedId;
  }
  const error = { ...outcome.error, fileId: file.id };
  // A file has no version to conflict on; a 409 for it is a refusal like any other.
  if (outcome.kind === 'conflict') return { kind: 'rejected', error };
  return { ...outcome, error };
}

function idOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('id' in result)) return null;
  return typeof result.id === 'string' && result.id !== '' ? result.id : null;
}
