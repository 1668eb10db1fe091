import type { Table } from 'dexie';

import { fetchWhenOnline } from '../api/fetch-when-online.ts';
import type { UserDb } from '../db/user-db.ts';

import { deleteRows } from './apply-pulled-changes.ts';
import { mergeServerRows } from './merge-server-rows.ts';
import type { PulledRow } from './pull-mapping.ts';

export interface SidePull<Server, Row> {
  fetchRecords: () => Promise<Server[]>;
  toRow: (record: Server) => Row;
  /**
   * The device's rows the server's list stands for (say, one beneficiary's plans): those
   * with nothing waiting that the list leaves out are deleted. Without it, only the listed
   * rows are touched and nothing is deleted.
   */
  rowsInScope?: (table: Table<Row, string>) => Promise<Row[]>;
}

/**
 * Brings records the pull does not carry to this user (a principal opening a staff member's
 * plans or forms) from the server into a synced table, by the same rule as the pull: a local
 * change not yet on the server, or a newer local copy, is never replaced. Does nothing
 * offline; a failed fetch is silent because the screen already shows what the device has.
 * Answers whether the server was reached.
 */
export async function sidePullIntoTable<
  Server extends { id: string; version?: number },
  Row extends PulledRow,
>(db: UserDb, table: Table<Row, string>, pull: SidePull<Server, Row>): Promise<boolean> {
  const syncedBefore = (await db.syncMeta.get('lastSyncAt'))?.value;
  const records = await fetchWhenOnline(pull.fetchRecords);
  if (records === null) return false;
  await db.transaction('rw', [table, db.syncMeta, db.files], async () => {
    // Read inside the transaction so a write made meanwhile is seen and kept; a write synced
    // during the fetch may be missing from the list, so nothing is deleted then.
    const syncedDuringFetch = (await db.syncMeta.get('lastSyncAt'))?.value !== syncedBefore;
    const local = pull.rowsInScope
      ? await pull.rowsInScope(table)
      : (await table.bulkGet(records.map((record) => record.id))).filter(
          (row): row is Row => row !== undefined,
        );
    const { put, deleteIds } = mergeServerRows(local, records, pull.toRow, {
      allowDeletes: pull.rowsInScope !== undefined && !syncedDuringFetch,
    });
    await table.bulkPut(put);
    await deleteRows(db, table.name, deleteIds);
  });
  return true;
}
