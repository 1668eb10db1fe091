import type { UserDb } from '../../lib/db/user-db.ts';

import { evaluationsTable, type EvaluationRow } from './evaluation-row.ts';

/**
 * The principal's side of every form of `schoolYear` that this device keeps, read along the
 * `[schoolYear+side]` index: a principal's device keeps every year's forms of the school.
 */
export function principalFormsOfYear(db: UserDb, schoolYear: string): Promise<EvaluationRow[]> {
  return evaluationsTable(db)
    .where('[schoolYear+side]')
    .equals([schoolYear, 'principal'])
    .toArray();
}
