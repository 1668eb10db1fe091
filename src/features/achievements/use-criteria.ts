import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { criteriaTable } from './achievement-row.ts';
import { syncCriteriaFromServer } from './sync-criteria-from-server.ts';

export const teacherJob = 'teacher';

/** A job's criteria from the device, refreshed from the server when online. */
export function useCriteria(job: string = teacherJob): Criterion[] | undefined {
  const db = useUserDb();
  useEffect(() => {
    void syncCriteriaFromServer(db, job);
  }, [db, job]);
  return useLiveQuery(
    () => criteriaTable(db).where('job').equals(job).sortBy('sortOrder'),
    [db, job],
  );
}
