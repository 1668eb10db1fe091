import type { HttpStack } from 'tus-js-client';

import { evidenceFileUpload, resumableUploads } from '../../../contract/uploads.ts';
import type { OutboxEntry, StoredFile } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

import { classifyResponse, connectionFailure, type SendOutcome } from './classify-response.ts';
import { defaultFileUploadPath } from './enqueue-write.ts';
import { inMemoryBlob } from './in-memory-blob.ts';
import { uploadResumably, type UploadFailureAnswer } from './resumable-upload.ts';
import { apiUrl, sendWriteRequest, type RequestContext } from './send-request.ts';
import { keepUploadedId, uploadedIdOf } from './uploaded-file-ids.ts';

export interface UploadContext extends RequestContext {
  db: UserDb;
  uploadTimeoutMs: number;
  /** How resumable uploads reach the server, and how long one may go without progress. */
  uploadHttpStack: HttpStack;
  uploadStallTimeoutMs: number;
}

// Progress is written to the device database for the navbar; a few times a second is plenty.
const progressWriteIntervalMs = 400;

/**
 * Uploads the files of an entry that are not on the server yet (each uploaded id is kept at
 * once, so a retry never uploads a file twice) and answers every local file id of the
 * entry's record mapped to its uploaded id, or the outcome that stopped an upload.
 */
export async function uploadEntryFiles(
  context: UploadContext,
  entry: OutboxEntry,
  accessToken: string,
  onFileUploaded: () => void = () => undefined,
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
    onFileUploaded();
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
    const uploadedId = uploadedIdOf(db, file);
    if (uploadedId) uploadedIds.set(file.id, uploadedId);
  }
  return uploadedIds;
}

/** Whether a file of the entry is not on the server yet (or is missing on the device). */
export async function hasFilesToUpload(db: UserDb, entry: OutboxEntry): Promise<boolean> {
  if (entry.fileRefs.length === 0) return false;
  const files = await db.files.bulkGet(entry.fileRefs);
  return files.some((file) => !file || !uploadedIdOf(db, file));
}

/**
 * The uploaded file's server id, or the outcome that stopped the upload. Evidence (the
 * default path, `/files`) goes through its resumable twin, `/uploads`; another path is sent
 * whole as multipart.
 */
function uploadFile(
  context: UploadContext,
  entry: OutboxEntry,
  file: StoredFile,
  accessToken: string,
): Promise<string | SendOutcome> {
  return entry.fileUploadPath === defaultFileUploadPath
    ? uploadFileResumably(context, file, accessToken)
    : uploadFileWhole(context, entry, file, accessToken);
}

async function uploadFileResumably(
  context: UploadContext,
  file: StoredFile,
  accessToken: string,
): Promise<string | SendOutcome> {
  const progress = throttledProgressWriter(context.db, file.id);
  let serverOffset = file.uploadedBytes ?? 0;
  const result = await uploadResumably({
    endpoint: apiUrl(context.baseUrl, resumableUploads.path),
    blob: file.blob,
    fileName: file.name,
    accessToken,
    uploadUrl: file.uploadUrl,
    httpStack: context.uploadHttpStack,
    stallTimeoutMs: context.uploadStallTimeoutMs,
    // Not kept (the engine refused the write): the next try starts a new upload, nothing worse.
    onUploadUrl: (uploadUrl) =>
      void context.db.files.update(file.id, { uploadUrl }).catch(() => undefined),
    onProgress: progress.write,
    onServerOffset: (offset) => (serverOffset = offset),
  });
  if (result.kind === 'uploaded') {
    progress.cancel();
    await keepUploadedId(context.db, file, result.fileId);
    return result.fileId;
  }
  // Bytes handed to the network may not have arrived; after a failure show what surely has.
  progress.stop(serverOffset);
  const outcome = await outcomeOfFailedUpload(result.answer, file.id, context.now());
  if (outcome.kind === 'rejected') {
    // Refused for good (type, size): a manual retry starts a new upload.
    await context.db.files.update(file.id, { uploadUrl: undefined, uploadedBytes: 0 });
  }
  return outcome;
}

/**
 * Writes the bytes sent at most every `progressWriteIntervalMs`, and the last figure once the
 * interval is over, so a link that stalls right after a burst still shows what went.
 */
function throttledProgressWriter(db: UserDb, fileId: string) {
  let lastWriteAt = 0;
  let unsaved: number | null = null;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(trailing);
    trailing = undefined;
    if (unsaved === null) return;
    lastWriteAt = Date.now();
    // Only for the navbar: a write the engine refuses costs nothing but a stale figure.
    void db.files.update(fileId, { uploadedBytes: unsaved }).catch(() => undefined);
    unsaved = null;
  };
  return {
    write: (uploadedBytes: number) => {
      unsaved = uploadedBytes;
      const waitMs = lastWriteAt + progressWriteIntervalMs - Date.now();
      if (waitMs <= 0) save();
      else if (trailing === undefined) trailing = setTimeout(save, waitMs);
    },
    /** Once the upload has failed: writes the bytes known to be on the server. */
    stop: (uploadedBytes: number) => {
      unsaved = uploadedBytes;
      save();
    },
    /** Once the upload is done: its row gets the final figure with the server's id. */
    cancel: () => {
      unsaved = null;
      save();
    },
  };
}

async function outcomeOfFailedUpload(
  answer: UploadFailureAnswer | null,
  fileId: string,
  nowMs: number,
): Promise<SendOutcome> {
  if (!answer || answer.status < 400 || answer.status > 599) return connectionFailure();
  const headers = answer.retryAfter ? { 'Retry-After': answer.retryAfter } : undefined;
  const outcome = await classifyResponse(
    new Response(answer.body || null, { status: answer.status, headers }),
    nowMs,
  );
  if (outcome.kind === 'sent') return connectionFailure();
  const error = { ...outcome.error, fileId };
  // 409 and 423: the server's offset moved or another request holds the upload; the next
  // try asks for the offset again.
  if (answer.status === 409 || answer.status === 423) {
    return { kind: 'retry', error, retryAfterMs: null };
  }
  if (outcome.kind === 'conflict') return { kind: 'rejected', error };
  return { ...outcome, error };
}

async function uploadFileWhole(
  context: UploadContext,
  entry: OutboxEntry,
  file: StoredFile,
  accessToken: string,
): Promise<string | SendOutcome> {
  // Unreadable bytes fail as the request would have failed with them: no answer.
  const bytes = await inMemoryBlob(file.blob).catch(() => null);
  if (!bytes) return connectionFailure();
  const form = new FormData();
  form.append(evidenceFileUpload.fileField, bytes, file.name);
  const outcome = await sendWriteRequest(
    context,
    entry.fileUploadPath,
    {
      method: evidenceFileUpload.method,
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
    await keepUploadedId(context.db, file, uploadedId);
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
