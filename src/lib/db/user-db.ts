import { Dexie, type EntityTable } from 'dexie';

import type {
  OutboxEntry,
  StoredFile,
  StoredFileRow,
  SyncConflict,
  SyncMetaRow,
} from './core-rows.ts';
import { reopenLostConnection } from './reopen-lost-connection.ts';
import { schemaVersions } from './schema.ts';
import { fromStoredBlob } from './stored-blob.ts';

/** Each user gets a database of their own, so another user of the device never sees it. */
export function userDbName(userId: string): string {
  return `shawahid-${userId}`;
}

/** One signed-in user's local data: the core sync tables plus the features' tables. */
export class UserDb extends Dexie {
  declare outbox: EntityTable<OutboxEntry, 'id'>;
  declare files: EntityTable<StoredFile, 'id', StoredFileRow>;
  declare conflicts: EntityTable<SyncConflict, 'recordKey'>;
  declare syncMeta: EntityTable<SyncMetaRow, 'key'>;

  constructor(readonly userId: string) {
    super(userDbName(userId));
    for (const { version, stores } of schemaVersions) this.version(version).stores(stores);
    this.use(reopenLostConnection(this));
    // Bytes kept as an ArrayBuffer (an engine that refuses Blobs) are read as the Blob they were.
    // Hooked once open: each later `version()` (a subclass's) makes the tables anew.
    this.on('ready', () => {
      // Dexie hands a missing row (a `get` that found none) to the hook too.
      this.files.hook('reading', (row: StoredFileRow | undefined) =>
        row ? { ...row, blob: fromStoredBlob(row.blob) } : row,
      );
    });
  }
}
