import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

import { syncTables, type SyncTable } from '../../../../contract/sync-pull.ts';
import { sqlValueList } from '../sql-value-list.ts';

/** A 64-bit transaction id (`pg_current_xact_id()`), read and written as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** `user_id` of a change every user pulls (criteria, the plan catalogue). */
export const everyoneId = '00000000-0000-0000-0000-000000000000';

/**
 * The last transaction that changed what a user's device keeps of a record (README.md).
 * Written only by the triggers of the migration `0005_sync_change_triggers`, one row per
 * (user, table, record) with the latest writer's transaction id.
 */
export const syncChanges = pgTable(
  'sync_changes',
  {
    userId: uuid('user_id').notNull(),
    tableName: text('table_name').$type<SyncTable>().notNull(),
    // The record's id; for `profile` and `subscription` the user's own id.
    recordId: uuid('record_id').notNull(),
    changedBy: xid8('changed_by').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tableName, table.recordId] }),
    check('sync_changes_table_name_check', sql`${table.tableName} in ${sqlValueList(syncTables)}`),
    index('sync_changes_user_id_changed_by_idx').on(
      table.userId,
      table.changedBy,
      table.tableName,
      table.recordId,
    ),
  ],
);
