import type { PullChange, SyncTable } from '../../../../contract/sync-pull.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import type { ChangeRow } from './change-rows.ts';
import { singletonId } from './singleton-changes.ts';
import { visibleRecordsOf, type RecordContext } from './visible-records.ts';

const singletonTables: readonly SyncTable[] = ['profile', 'subscription'];

/**
 * What the device does with each changed record, in the rows' order: put it (loaded in one
 * batch per table) or delete it when the viewer may no longer see it. A reset run leaves the
 * deletes out: the device drops whatever the run did not carry.
 */
export async function recordChangesOf(
  app: RecordContext,
  viewer: AuthenticatedUser,
  rows: readonly ChangeRow[],
  { withDeletes }: { withDeletes: boolean },
): Promise<PullChange[]> {
  const idsByTable = new Map<SyncTable, string[]>();
  for (const row of rows) {
    idsByTable.set(row.table, [...(idsByTable.get(row.table) ?? []), row.recordId]);
  }
  const visibleByTable = new Map(
    await Promise.all(
      [...idsByTable].map(
        async ([table, ids]) => [table, await visibleRecordsOf[table](app, viewer, ids)] as const,
      ),
    ),
  );
  return rows.flatMap((row): PullChange[] => {
    const visible = visibleByTable.get(row.table)?.get(row.recordId);
    if (visible) return [visible];
    if (!withDeletes) return [];
    const id = singletonTables.includes(row.table) ? singletonId : row.recordId;
    return [{ table: row.table, op: 'delete', id }];
  });
}
