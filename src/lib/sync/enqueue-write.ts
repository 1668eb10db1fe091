import type { Table } from 'dexie';

import { evidenceFileUpload } from '../../../contract/uploads.ts';

import { canStoreBlobs, isBlobRefusal, rememberBlobsRefused } from '../db/blob-storage-support.ts';
import type { OutboxEntry, OutboxMethod, OutboxOperation, StoredFileRow } from '../db/core-rows.ts';
import { recordKeyOf } from '../db/record-key.ts';
import { toStoredBlob, type StoredBlob } from '../db/stored-blob.ts';
import type { SyncState, SyncedRecord } from '../db/synced-record.ts';
import type { UserDb } from '../db/user-db.ts';
import { deviceStorageAnswerMsFor, withDeviceStorage } from '../db/with-device-storage.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';

import type { LocalFileDraft } from './local-file-draft.ts';
import { withVersion } from './with-version.ts';

/** Evidence files: `evidenceFilesEndpoints.upload`, from its zod-free constants (service worker). */
export const defaultFileUploadPath = evidenceFileUpload.path;

export interface OutboxRequest {
  method: OutboxMethod;
  /** Below the API base, e.g. `/achievements` or `/achievements/<id>`. */
  path: string;
  /** camelCase JSON; may refer to files of this write by their local ids. */
  body?: Record<string, unknown>;
}

/** What the feature stores; the sync fields are the outbox's to set. */
export type RecordContent<T extends SyncedRecord> = Omit<
  T,
  'syncState' | 'version' | 'deletedLocally'
>;

export type EnqueueWriteInput<T extends SyncedRecord> =
  | {
      operation: Exclude<OutboxOperation, 'delete'>;
      table: Table<T, string>;
      record: RecordContent<T>;
      request: OutboxRequest;
      /**
       * A create only: the change that applies it instead when the record is already on the
       * device. A save reported failed may land later, and the same record saved again must
       * not become a second one (docs/sync.md, "The same write saved again").
       */
      requestIfStored?: OutboxRequest;
      files?: readonly LocalFileDraft[];
      fileUploadPath?: string;
    }
  | {
      operation: 'delete';
      table: Table<T, string>;
      recordId: string;
      request: OutboxRequest;
    };

export interface EnqueuedWrite {
  entryId: string;
  recordKey: string;
  fileIds: string[];
}

/**
 * Saves a change on the device and queues it for the server, in one transaction:
 * the record (pending), its files' bytes and the outbox entry are all kept, or none is.
 * Updates and deletes carry the server version the local copy is based on. A write with files
 * reads their bytes first (where the engine refuses Blobs), so it must not run inside another
 * transaction; one without files may. A connection the engine closed is opened again and the
 * write tried once more; a write the device cannot keep fails with a DeviceStorageError.
 */
export async function enqueueWrite<T extends SyncedRecord>(
  db: UserDb,
  input: EnqueueWriteInput<T>,
  nowMs: number = Date.now(),
): Promise<EnqueuedWrite> {
  const { table } = input;
  const recordId = input.operation === 'delete' ? input.recordId : input.record.id;
  const recordKey = recordKeyOf(table.name, recordId);
  const files = input.operation === 'delete' ? [] : (input.files ?? []);
  const save = (storedBlobs: readonly StoredBlob[]) =>
    withDeviceStorage(
      db,
      () =>
        db.transaction('rw', [table, db.outbox, db.files], async () => {
          const stored = await table.get(recordId);
          const baseVersion = stored?.version;
          const savedAgain =
            input.operation === 'create' && stored !== undefined
              ? input.requestIfStored
              : undefined;
          const operation = savedAgain ? 'update' : input.operation;
          const request = savedAgain ?? input.request;
          const syncState = syncStateAfterWrite(stored?.syncState);

          if (input.operation === 'delete') {
            if (stored) await table.put({ ...stored, syncState, deletedLocally: true });
          } else {
            // Spreading a generic Omit<T> loses T for the compiler; the fields added complete it.
            const record = { ...input.record, syncState } as T;
            if (baseVersion !== undefined) record.version = baseVersion;
            await table.put(record);
          }

          // A file an earlier save of this write already stored keeps its row (and upload).
          const alreadyStored = new Set(
            await db.files
              .where(':id')
              .anyOf(files.map((file) => file.id))
              .primaryKeys(),
          );
          await db.files.bulkAdd(
            files
              .map((file, index): StoredFileRow => ({
                id: file.id,
                blob: storedBlobs[index] ?? file.blob,
                name: file.name,
                type: file.blob.type,
                size: file.blob.size,
                recordKey,
                createdAt: nowMs,
              }))
              .filter((row) => !alreadyStored.has(row.id)),
          );

          const entry: OutboxEntry = {
            id: uuidv7(nowMs),
            recordKey,
            recordTable: table.name,
            recordId,
            operation,
            method: request.method,
            path: request.path,
            body: operation === 'create' ? request.body : withVersion(request.body, baseVersion),
            fileRefs: files.map((file) => file.id),
            fileUploadPath:
              input.operation === 'delete'
                ? defaultFileUploadPath
                : (input.fileUploadPath ?? defaultFileUploadPath),
            idempotencyKey: uuidv7(nowMs),
            attempts: 0,
            nextAttemptAt: nowMs,
            state: 'pending',
            createdAt: nowMs,
          };
          if (entry.body === undefined) delete entry.body;
          await db.outbox.add(entry);
          return { entryId: entry.id, recordKey, fileIds: entry.fileRefs };
        }),
      deviceStorageAnswerMsFor(files.reduce((sum, file) => sum + file.blob.size, 0)),
    );

  if (files.length === 0) return save([]);
  const firstForms = await storedBlobsOf(db, files);
  try {
    return await save(firstForms);
  } catch (error) {
    // The probe kept a Blob but this write's were refused: keep their bytes instead.
    if (!isBlobRefusal(error) || !firstForms.some((blob) => blob instanceof Blob)) throw error;
    rememberBlobsRefused(db);
    return save(await storedBlobsOf(db, files));
  }
}

async function storedBlobsOf(db: UserDb, files: readonly LocalFileDraft[]): Promise<StoredBlob[]> {
  const blobsStorable = await canStoreBlobs(db);
  return Promise.all(files.map((file) => toStoredBlob(file.blob, blobsStorable)));
}

/** A record whose queue is blocked stays shown as blocked: its new change waits behind it. */
function syncStateAfterWrite(current: SyncState | undefined): SyncState {
  return current === 'needs_attention' || current === 'conflict' ? current : 'pending';
}
