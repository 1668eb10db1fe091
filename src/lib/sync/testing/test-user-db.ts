import type { Table } from 'dexie';

import type { SyncedRecord } from '../../db/synced-record.ts';
import { schemaVersions } from '../../db/schema.ts';
import { UserDb } from '../../db/user-db.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';

/** A stand-in feature row: a teacher's note with photos. */
export interface NoteRow extends SyncedRecord {
  text: string;
  fileIds: string[];
}

/** The real user database plus one feature table, as a feature would add it. */
export class TestUserDb extends UserDb {
  declare notes: Table<NoteRow, string>;

  constructor(userId: string) {
    super(userId);
    const latest = Math.max(...schemaVersions.map(({ version }) => version));
    this.version(latest + 1).stores({ notes: 'id, syncState' });
  }
}

/** A fresh database for a fresh user, so tests never share rows. */
export function openTestUserDb(userId: string = `user-${uuidv7()}`): TestUserDb {
  return new TestUserDb(userId);
}
