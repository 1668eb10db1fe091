import type { Evaluation } from '../../../contract/evaluations.ts';
import {
  evaluationRowFromServer,
  evaluationsTable,
} from '../../entities/evaluation/evaluation-row.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { sidePullIntoTable } from '../../lib/sync/side-pull.ts';

/**
 * Brings a staff member's forms from the server into Dexie for their evaluator (the pull keeps
 * a principal's up to date; a super admin's come this way). A local change not yet on the
 * server, or a newer local copy, is never replaced. Answers whether the server was reached.
 */
export function refreshFormsFromServer(
  db: UserDb,
  fetchForms: () => Promise<Evaluation[]>,
): Promise<boolean> {
  return sidePullIntoTable(db, evaluationsTable(db), {
    fetchRecords: fetchForms,
    toRow: evaluationRowFromServer,
  });
}
