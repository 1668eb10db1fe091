import type { PullChange, SyncTable } from '../../../contract/sync-pull.ts';
import { recordKeyOf } from '../db/record-key.ts';
import type { UserDb } from '../db/user-db.ts';

import { hasLocalChange, serverCopyMayReplace } from './merge-server-rows.ts';
import type { PullMapping, PullMappings, PulledRow } from './pull-mapping.ts';

/** Ids each table's `put`s carried during a full resync, so the rest can be deleted after it. */
export type ResyncSeen = Map<SyncTable, Set<string>>;

function mappingOf(mappings: PullMappings, table: SyncTable): PullMapping<SyncTable> | undefined {
  return mappings[table] as PullMapping<SyncTable> | undefined;
}

/** The Dexie tables a set of mappings writes to. */
export function pulledDexieTables(db: UserDb, mappings: PullMappings) {
  const names = new Set(Object.values(mappings).map((mapping) => mapping.dexieTable));
  return [...names].map((name) => db.table<PulledRow, string>(name));
}

/**
 * Writes one page of pulled changes into the feature tables, in the caller's transaction:
 * a newer or equal server copy replaces a row with nothing waiting on this device; a deletion
 * removes such a row and the files kept for it.
 */
export async function applyPulledChanges(
  db: UserDb,
  mappings: PullMappings,
  changes: readonly PullChange[],
  seen: ResyncSeen | null,
): Promise<void> {
  const byTable = new Map<SyncTable, PullChange[]>();
  for (const change of changes) {
    const list = byTable.get(change.table) ?? [];
    list.push(change);
    byTable.set(change.table, list);
  }
  for (const [table, tableChanges] of byTable) {
    const mapping = mappingOf(mappings, table);
    if (!mapping) continue;
    const dexieTable = db.table<PulledRow, string>(mapping.dexieTable);
    const locals = await dexieTable.bulkGet(tableChanges.map((change) => change.id));
    const puts = new Map<string, PulledRow>();
    const deletes: string[] = [];
    tableChanges.forEach((change, index) => {
      const local = puts.get(change.id) ?? locals[index];
      if (change.op === 'put' && seen) {
        const carried = seen.get(table) ?? new Set<string>();
        seen.set(table, carried.add(change.id));
      }
      if (local && hasLocalChange(local)) return;
      if (change.op === 'delete') {
        if (local) deletes.push(change.id);
        puts.delete(change.id);
        return;
      }
      const row = mapping.toRow(change.record as never);
      if (serverCopyMayReplace(local, row.version)) puts.set(change.id, row);
    });
    await dexieTable.bulkPut([...puts.values()]);
    await deleteRows(db, mapping.dexieTable, deletes);
  }
}

/** Deletes rows and the file copies kept on the device for them. */
export async function deleteRows(db: UserDb, dexieTable: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.table(dexieTable).bulkDelete([...ids]);
  await db.files
    .where('recordKey')
    .anyOf(ids.map((id) => recordKeyOf(dexieTable, id)))
    .delete();
}

/**
 * After a full resync: the rows the pull is the source of that no page carried are gone for
 * this user (deleted, or no longer theirs to see), unless a change of them still waits here.
 */
export async function deleteUnseenRows(
  db: UserDb,
  mappings: PullMappings,
  seen: ResyncSeen,
): Promise<void> {
  for (const [table, mapping] of Object.entries(mappings) as [
    SyncTable,
    PullMapping<SyncTable>,
  ][]) {
    const carried = seen.get(table) ?? new Set<string>();
    const rows = await db.table<PulledRow, string>(mapping.dexieTable).toArray();
    const gone = rows.filter(
      (row) =>
        !carried.has(row.id) &&
        !hasLocalChange(row) &&
        (mapping.isPulledRow?.(row, db.userId) ?? true),
    );
    await deleteRows(
      db,
      mapping.dexieTable,
      gone.map((row) => row.id),
    );
  }
}
