import { useLiveQuery } from 'dexie-react-hooks';

import type { Criterion } from '../../../contract/achievements.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { criteriaTable } from './criteria-table.ts';

export const teacherJob = 'teacher';

/** A job's criteria from the device, which the pull keeps up to date. */
export function useCriteria(job: string = teacherJob): Criterion[] | undefined {
  const db = useUserDb();
  return useLiveQuery(
    () => criteriaTable(db).where('job').equals(job).sortBy('sortOrder'),
    [db, job],
  );
}
