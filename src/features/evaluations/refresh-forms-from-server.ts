import type { Evaluation } from '../../../contract/evaluations.ts';
import {
  evaluationRowFromServer,
  evaluationsTable,
} from '../../entities/evaluation/evaluation-row.ts';
import { fetchWhenOnline } from '../../lib/api/fetch-when-online.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

/**
 * Brings a staff member's forms from the server into Dexie for their evaluator (the pull keeps
 * a principal's up to date; a super admin's come this way). A local change not yet on the
 * server, or a newer local copy, is never replaced. Answers whether the server was reached.
 */
export async function refreshFormsFromServer(
  db: UserDb,
  fetchForms: () => Promise<Evaluation[]>,
): Promise<boolean> {
  const serverForms = await fetchWhenOnline(fetchForms);
  if (serverForms === null) return false;
  const table = evaluationsTable(db);
  await db.transaction('rw', table, async () => {
    const local = await table.bulkGet(serverForms.map((form) => form.id));
    const fresh = serverForms.filter((form, index) => {
      const row = local[index];
      return !row || (row.syncState === 'synced' && (row.version ?? 0) <= form.version);
    });
    await table.bulkPut(fresh.map(evaluationRowFromServer));
  });
  return true;
}
