import type { FieldError } from '../../../contract/envelope.ts';

import type { StoredBlob } from './stored-blob.ts';

export const outboxStates = ['pending', 'needs_attention', 'conflict'] as const;
export type OutboxState = (typeof outboxStates)[number];

export type OutboxOperation = 'create' | 'update' | 'delete';
export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Why the last attempt of an entry failed, as the server put it (or the connection error). */
export interface OutboxError {
  status: number | null;
  key: string;
  fieldErrors: FieldError[];
  params?: Record<string, string | number>;
  /** The local file whose upload failed, when it was a file. */
  fileId?: string;
}

/** One write waiting for the server. Never holds file bytes: those live in `files`. */
export interface OutboxEntry {
  id: string;
  /** `<table>:<id>`; entries of one record replay strictly in creation order. */
  recordKey: string;
  recordTable: string;
  recordId: string;
  operation: OutboxOperation;
  method: OutboxMethod;
  /** Below the API base, e.g. `/achievements/0190...`. */
  path: string;
  /** camelCase JSON; local file ids in it are replaced by the uploaded ids when sent. */
  body?: Record<string, unknown>;
  fileRefs: string[];
  /** Where each file of this entry is uploaded (multipart, field `file`). */
  fileUploadPath: string;
  /** The same on every automatic retry so the server can dedupe a request it already applied. */
  idempotencyKey: string;
  attempts: number;
  nextAttemptAt: number;
  lastError?: OutboxError;
  state: OutboxState;
  createdAt: number;
}

/**
 * A photo, video or document kept on the device until (and after) it is uploaded. Readers
 * always get its bytes as a Blob, whatever form the engine could store (`StoredFileRow`).
 */
export interface StoredFile {
  id: string;
  blob: Blob;
  name: string;
  type: string;
  size: number;
  recordKey: string;
  createdAt: number;
  /** The server's file id once uploaded; a retry never uploads the same file twice. */
  uploadedId?: string;
  /** The resumable upload begun for it (tus), continued from the server's offset after a drop. */
  uploadUrl?: string;
  /** How many of its bytes have reached the server so far, for the progress shown. */
  uploadedBytes?: number;
}

/** A file as written: its bytes as the engine can keep them (src/lib/db/stored-blob.ts). */
export type StoredFileRow = Omit<StoredFile, 'blob'> & { blob: StoredBlob };

/**
 * A record the server refused with 409. The local copy stays in its feature table (and
 * may still be edited); the server's is kept here until the user chooses.
 */
export interface SyncConflict {
  recordKey: string;
  recordTable: string;
  recordId: string;
  entryId: string;
  /** The server's current copy, camelCase, as the 409 answer's `result` carried it. */
  serverRecord: Record<string, unknown>;
  detectedAt: number;
}

export type SyncMetaRow =
  | { key: 'lastSyncAt'; value: number }
  | { key: 'needsSignIn'; value: boolean }
  /** When a replay last found the server out of reach; gone once it answers again. */
  | { key: 'serverUnreachableAt'; value: number }
  /** Where the next pull continues (opaque, the server's), and when the last one finished. */
  | { key: 'pullCursor'; value: string }
  | { key: 'lastPullAt'; value: number }
  /** While a new device's first pull runs: how many changes it has brought so far. */
  | { key: 'firstPullCount'; value: number };
