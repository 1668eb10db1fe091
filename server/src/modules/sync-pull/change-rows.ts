import { and, sql, type SQL } from 'drizzle-orm';

import type { SyncTable } from '../../../../contract/sync-pull.ts';
import type { Database } from '../../db/database.ts';
import { executeRows } from '../../db/execute-rows.ts';
import type { PullPosition, UnseenTransactions } from './pull-cursor.ts';
import { everyoneId } from '../../db/tables/sync-changes.ts';

export type ChangeRow = PullPosition;

function unseenCondition(unseen: UnseenTransactions): SQL {
  const fromFloor = sql`changed_by >= ${unseen.floor.toString()}::xid8`;
  if (unseen.older.length === 0) return fromFloor;
  const older = `{${unseen.older.join(',')}}`;
  return sql`(${fromFloor} or changed_by = any(${older}::xid8[]))`;
}

function changesOf(
  audience: string,
  unseen: UnseenTransactions | null,
  after: PullPosition | null,
  limit: number,
): SQL {
  const conditions: SQL[] = [sql`user_id = ${audience}::uuid`];
  if (unseen) conditions.push(unseenCondition(unseen));
  if (after) {
    conditions.push(
      sql`(changed_by, table_name, record_id) > (${after.changedBy.toString()}::xid8, ${after.table}::text, ${after.recordId}::uuid)`,
    );
  }
  return sql`(select table_name, record_id, changed_by from sync_changes
    where ${and(...conditions)} order by changed_by, table_name, record_id limit ${limit})`;
}

/**
 * The next change rows of the user and of everyone, after `after` in the order (transaction,
 * table, record), among the transactions `unseen` (all of them when null). One ordered index
 * scan per audience, merged: no sort of a large account's rows for every page. The two never
 * share a table, so (transaction, table, record) is unique in that order.
 */
export async function changeRowsAfter(
  db: Database,
  userId: string,
  unseen: UnseenTransactions | null,
  after: PullPosition | null,
  limit: number,
): Promise<ChangeRow[]> {
  const rows = await executeRows<{
    table_name: SyncTable;
    record_id: string;
    changed_by_id: string;
  }>(
    db,
    sql`select table_name, record_id, changed_by::text as changed_by_id
        from (${changesOf(userId, unseen, after, limit)}
              union all ${changesOf(everyoneId, unseen, after, limit)}) as page
        order by page.changed_by, page.table_name, page.record_id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    table: row.table_name,
    recordId: row.record_id,
    changedBy: BigInt(row.changed_by_id),
  }));
}
