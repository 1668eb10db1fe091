import type { Table } from 'dexie';

import type { Criterion } from '../../../contract/achievements.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

/** The device's copy of the job-performance criteria (lib/db/schema.ts, version 2). */
export function criteriaTable(db: UserDb): Table<Criterion, string> {
  return db.table<Criterion, string>('criteria');
}
