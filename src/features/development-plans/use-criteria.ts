import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { criteriaStore } from './plan-row.ts';
import { syncCriteria, teacherJob } from './sync-criteria.ts';

/** The job's criteria from the device, refreshed from the server when online. */
export function useCriteria(job: string = teacherJob): Criterion[] | undefined {
  const db = useUserDb();
  useEffect(() => {
    void syncCriteria(db, job);
  }, [db, job]);
  return useLiveQuery(
    () => criteriaStore(db).where('job').equals(job).sortBy('sortOrder'),
    [db, job],
  );
}
