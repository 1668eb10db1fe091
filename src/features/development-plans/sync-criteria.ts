import type { UserDb } from '../../lib/db/user-db.ts';

import { criteriaStore } from './plan-row.ts';
import { fetchCriteria } from './plans-api.ts';

export const teacherJob = 'teacher';

/** Caches a job's criteria so goals can pick them offline after one online visit. */
export async function syncCriteria(db: UserDb, job: string): Promise<boolean> {
  if (globalThis.navigator?.onLine === false) return false;
  try {
    const criteria = await fetchCriteria(job);
    const table = criteriaStore(db);
    await db.transaction('rw', [table], async () => {
      const stale = await table.where('job').equals(job).primaryKeys();
      const fresh = new Set(criteria.map((criterion) => criterion.id));
      await table.bulkDelete(stale.filter((id) => !fresh.has(id)));
      await table.bulkPut(criteria);
    });
    return true;
  } catch {
    return false;
  }
}
