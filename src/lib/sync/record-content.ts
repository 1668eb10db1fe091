import type { SyncedRecord } from '../db/synced-record.ts';

import type { RecordContent } from './enqueue-write.ts';

/** A stored row without the fields the outbox keeps, to build the next change from. */
export function recordContentOf<T extends SyncedRecord>(row: T): RecordContent<T> {
  const content: Partial<T> = { ...row };
  delete content.syncState;
  delete content.version;
  delete content.deletedLocally;
  return content as RecordContent<T>;
}
