import { toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import type { OutboxEntry, StoredFile } from '../db/core-rows.ts';
import type { UserDb } from '../db/user-db.ts';

import { classifyResponse, connectionFailure, type SendOutcome } from './classify-response.ts';
import type { Transport } from './replay-options.ts';
import { substituteFileIds } from './substitute-file-ids.ts';

export interface SendContext {
  db: UserDb;
  transport: Transport;
  baseUrl: string;
  now: () => number;
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
}

/**
 * One attempt at one entry: its files not yet uploaded first (each uploaded id is kept
 * at once, so a retry never uploads a file twice), then the record with the uploaded
 * ids in place of the local ones. Stops at the first answer that is not a success.
 */
export async function sendEntry(
  context: SendContext,
  entry: OutboxEntry,
  accessToken: string,
): Promise<SendOutcome> {
  const uploadedIds = new Map<string, string>();
  // An edit may keep files that an earlier entry of the same record uploaded.
  const earlierUploads = await context.db.files
    .where('recordKey')
    .equals(entry.recordKey)
    .toArray();
  for (const file of earlierUploads) {
    if (file.uploadedId) uploadedIds.set(file.id, file.uploadedId);
  }
  for (const fileId of entry.fileRefs) {
    const file = await context.db.files.get(fileId);
    if (!file) {
      return {
        kind: 'rejected',
        error: { status: null, key: 'common.error.uploadFailed', fieldErrors: [], fileId },
      };
    }
    const uploadedId = file.uploadedId ?? (await uploadFile(context, entry, file, accessToken));
    if (typeof uploadedId !== 'string') return uploadedId;
    uploadedIds.set(file.id, uploadedId);
  }

  const body =
    entry.body === undefined
      ? undefined
      : JSON.stringify(toSnakeCaseKeys(substituteFileIds(entry.body, uploadedIds)));
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${accessToken}`,
    'Idempotency-Key': entry.idempotencyKey,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return send(
    context,
    apiUrl(context.baseUrl, entry.path),
    { method: entry.method, headers, body },
    context.requestTimeoutMs,
  );
}

/** The uploaded file's server id, or the outcome that stopped the upload. */
async function uploadFile(
  context: SendContext,
  entry: OutboxEntry,
  file: StoredFile,
  accessToken: string,
): Promise<string | SendOutcome> {
  const form = new FormData();
  form.append('file', file.blob, file.name);
  const outcome = await send(
    context,
    apiUrl(context.baseUrl, entry.fileUploadPath),
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

async function send(
  context: SendContext,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<SendOutcome> {
  const { transport } = context;
  let response: Response;
  try {
    response = await transport(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return connectionFailure();
  }
  return classifyResponse(response, context.now());
}

function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function idOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('id' in result)) return null;
  return typeof result.id === 'string' && result.id !== '' ? result.id : null;
}
