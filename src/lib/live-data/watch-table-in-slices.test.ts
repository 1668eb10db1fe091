// @vitest-environment node
import { Dexie, type Table } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { rowsPerSlice, watchTableInSlices } from './watch-table-in-slices.ts';

interface Row {
  id: string;
  text: string;
}

class SlicesDb extends Dexie {
  declare rows: Table<Row, string>;
  declare other: Table<Row, string>;
  constructor() {
    super(`slices-${crypto.randomUUID()}`);
    this.version(1).stores({ rows: 'id', other: 'id' });
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tableOf(count: number): Promise<SlicesDb> {
  const db = new SlicesDb();
  cleanups.push(() => db.delete());
  await db.rows.bulkPut(
    Array.from({ length: count }, (_, index) => ({
      id: `r${String(index).padStart(5, '0')}`,
      text: `row ${index}`,
    })),
  );
  return db;
}

/** Watches `db.rows`, collecting what it hands over. */
function watch(db: SlicesDb, idleTimeoutMs = 5) {
  const handed: Row[][] = [];
  const onError = vi.fn();
  const watching = watchTableInSlices(db.rows, (rows) => handed.push(rows), onError, {
    idleTimeoutMs,
  });
  cleanups.push(() => watching.stop());
  return { handed, onError, ...watching };
}

/** Counts the store's reads and the most rows any one of them asked for. */
function spyOnReads() {
  const { getAll } = IDBObjectStore.prototype;
  const asked: (number | undefined)[] = [];
  IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, query, count) {
    // Dexie passes IndexedDB 3's options (`{ query, count, direction }`) where the engine has them.
    const options: unknown = query;
    asked.push(
      options !== null && typeof options === 'object' && 'count' in options
        ? (options.count as number | undefined)
        : count,
    );
    return getAll.call(this, query, count);
  };
  cleanups.push(() => {
    IDBObjectStore.prototype.getAll = getAll;
  });
  return asked;
}

describe('watchTableInSlices', () => {
  it('hands every row of a table larger than a slice, in key order, read a slice at a time', async () => {
    const db = await tableOf(rowsPerSlice * 2 + 203);
    const asked = spyOnReads();
    const { handed, onError } = watch(db);
    await vi.waitFor(() => expect(handed).toHaveLength(1));
    const [rows = []] = handed;
    expect(rows).toHaveLength(rowsPerSlice * 2 + 203);
    expect(rows.map(({ id }) => id)).toEqual(rows.map(({ id }) => id).toSorted());
    expect(new Set(rows.map(({ id }) => id)).size).toBe(rows.length);
    // No read asks for the whole table at once.
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.every((count) => count !== undefined && count <= rowsPerSlice)).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands the rows again after a change, with the change', async () => {
    const db = await tableOf(3);
    const { handed } = watch(db);
    await vi.waitFor(() => expect(handed).toHaveLength(1));
    await db.rows.update('r00001', { text: 'edited' });
    await db.rows.delete('r00002');
    await db.rows.add({ id: 'r00009', text: 'new' });
    await vi.waitFor(() =>
      expect(handed.at(-1)).toEqual([
        { id: 'r00000', text: 'row 0' },
        { id: 'r00001', text: 'edited' },
        { id: 'r00009', text: 'new' },
      ]),
    );
  });

  it('reads once after a run of writes, not once per write', async () => {
    const db = await tableOf(rowsPerSlice + 1);
    const { handed } = watch(db);
    await vi.waitFor(() => expect(handed).toHaveLength(1));
    // A first sync writing page after page.
    for (let page = 0; page < 20; page += 1) {
      await db.rows.bulkPut(
        Array.from({ length: 50 }, (_, index) => ({
          id: `p${String(page).padStart(2, '0')}-${index}`,
          text: 'pulled',
        })),
      );
    }
    await vi.waitFor(() => expect(handed.at(-1)).toHaveLength(rowsPerSlice + 1 + 1000));
    expect(handed.length).toBeLessThan(1 + 20);
  });

  it('leaves a change to another table be', async () => {
    const db = await tableOf(2);
    const asked = spyOnReads();
    const { handed } = watch(db);
    await vi.waitFor(() => expect(handed).toHaveLength(1));
    const readsSoFar = asked.length;
    await db.other.put({ id: 'o1', text: 'elsewhere' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handed).toHaveLength(1);
    expect(asked).toHaveLength(readsSoFar);
  });

  it('hands nothing once stopped', async () => {
    const db = await tableOf(2);
    const { handed, stop } = watch(db);
    await vi.waitFor(() => expect(handed).toHaveLength(1));
    stop();
    await db.rows.put({ id: 'r00005', text: 'after' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handed).toHaveLength(1);
  });

  it('reads at once for someone waiting for the rows, and says when they are already the table’s', async () => {
    const db = await tableOf(rowsPerSlice + 3);
    // The page never idle within the test: only `upToDate` reads (here idle means 2 s).
    const { handed, upToDate } = watch(db, 60_000);
    const withinASecond = (promise: Promise<void> | null) =>
      Promise.race([
        promise?.then(() => 'read') ?? Promise.resolve('nothing to wait for'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
      ]);
    expect(await withinASecond(upToDate())).toBe('read');
    expect(handed.at(-1)).toHaveLength(rowsPerSlice + 3);
    expect(upToDate()).toBeNull();
    // The print button pressed right after a save.
    await db.rows.put({ id: 'r99999', text: 'saved a moment before' });
    expect(await withinASecond(upToDate())).toBe('read');
    expect(handed.at(-1)?.at(-1)).toEqual({ id: 'r99999', text: 'saved a moment before' });
    expect(upToDate()).toBeNull();
  });
});
