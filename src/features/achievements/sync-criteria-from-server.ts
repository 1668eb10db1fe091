import type { UserDb } from '../../lib/db/user-db.ts';

import { criteriaTable } from './achievement-row.ts';
import { fetchCriteria } from './achievements-api.ts';

/** Caches a job's criteria so they show offline after one online visit. */
export async function syncCriteriaFromServer(db: UserDb, job: string): Promise<boolean> {
  if (globalThis.navigator?.onLine === false) return false;
  try {
    const criteria = await fetchCriteria(job);
    const table = criteriaTable(db);
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
