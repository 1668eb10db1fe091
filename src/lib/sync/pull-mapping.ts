import type { PullChange, SyncTable } from '../../../contract/sync-pull.ts';

/** The record a pulled `put` of `table` carries. */
export type PulledRecord<Table extends SyncTable> = Extract<
  PullChange,
  { table: Table; op: 'put' }
>['record'];

/** A device row: an id, and for rows that reach the server through the outbox their state. */
export interface PulledRow {
  id: string;
  version?: number;
  syncState?: string;
  deletedLocally?: boolean;
}

/**
 * How one pulled table lands on the device: a feature's small mapping, so the engine in
 * this folder stays generic (docs/sync.md, "Pull").
 */
export interface PullMapping<Table extends SyncTable> {
  /** The Dexie table (declared in lib/db/schema.ts) the rows go to. */
  dexieTable: string;
  toRow(record: PulledRecord<Table>): PulledRow;
  /**
   * Whether a row of the Dexie table is one the pull is the source of (a full resync deletes
   * those it did not send). Default: every row. Plans a principal viewed of their staff share
   * the table with the user's own, and are not pulled.
   */
  isPulledRow?(row: PulledRow, userId: string): boolean;
}

export type PullMappings = { [Table in SyncTable]?: PullMapping<Table> };
