import { describe, expect, it } from 'vitest';

import type { SyncedRecord } from '../db/synced-record.ts';

import { mergeServerRows } from './merge-server-rows.ts';

interface ServerRecord {
  id: string;
  version: number;
  grade: number | null;
}
type Row = SyncedRecord & { grade: number | null };

const server = (id: string, version: number, grade: number | null = null): ServerRecord => ({
  id,
  version,
  grade,
});
const toRow = (record: ServerRecord): Row => ({ ...record, syncState: 'synced' });
const local = (record: ServerRecord, changes: Partial<Row> = {}): Row => ({
  ...toRow(record),
  ...changes,
});

describe('mergeServerRows', () => {
  it('takes new and newer server copies of synced rows', () => {
    const merge = mergeServerRows(
      [local(server('a', 1))],
      [server('a', 2, 4), server('b', 1)],
      toRow,
      { allowDeletes: true },
    );

    expect(merge.put.map((row) => [row.id, row.version, row.grade])).toEqual([
      ['a', 2, 4],
      ['b', 1, null],
    ]);
  });

  it('never overwrites a row with changes waiting, refused, in conflict or being deleted', () => {
    const rows = [
      ...(['pending', 'needs_attention', 'conflict'] as const).map((syncState, index) =>
        local(server(`p${index}`, 1), { syncState }),
      ),
      local(server('p3', 1), { deletedLocally: true }),
    ];

    const merge = mergeServerRows(
      rows,
      [server('p0', 3), server('p1', 3), server('p2', 3), server('p3', 3)],
      toRow,
      { allowDeletes: true },
    );

    expect(merge.put).toEqual([]);
    expect(merge.deleteIds).toEqual([]);
  });

  it('never replaces a newer local copy with an older server one', () => {
    const merge = mergeServerRows([local(server('a', 5))], [server('a', 4)], toRow, {
      allowDeletes: true,
    });

    expect(merge.put).toEqual([]);
  });

  it('deletes synced rows the server no longer lists, unless the list may be stale', () => {
    const rows = [local(server('gone', 1)), local(server('new', 1), { syncState: 'pending' })];

    expect(mergeServerRows(rows, [], toRow, { allowDeletes: true }).deleteIds).toEqual(['gone']);
    expect(mergeServerRows(rows, [], toRow, { allowDeletes: false }).deleteIds).toEqual([]);
  });
});
