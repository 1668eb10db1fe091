import Dexie, { type ObservabilitySet, type Table } from 'dexie';

import { isConnectionLost } from '../db/is-connection-lost.ts';
import { whenIdle } from '../scheduling/when-idle.ts';

/** Rows read per task: about 200 KB of evidence, a few tens of milliseconds on a slow phone. */
export const rowsPerSlice = 500;
/** How often in a row a lost connection is read again before the failure is handed on. */
const maxLostInARow = 4;

export interface TableWatch {
  stop(): void;
  /**
   * Null when the rows last handed over are the table's as it is; else reads it now, without
   * waiting for idle, and settles once they have been handed over (or the read failed, or the
   * watch stopped).
   */
  upToDate(): Promise<void> | null;
}

interface WatchOptions {
  /** How long a change may wait for the page to be idle before the table is read again. */
  idleTimeoutMs?: number;
}

/**
 * Every row of `table`, handed to `onRows` once the page is idle, and again after each change to
 * the table (this page's, another tab's, the service worker's), once the changes have settled.
 * Read in key order a slice per task, so a table of thousands of rows never holds the main
 * thread for long; a change while reading starts the read again, and a first sync writing page
 * after page costs one read at the end, not one per page. For data a screen needs ready but not
 * at once (the printed portfolio). Rows are keyed by `id`.
 */
export function watchTableInSlices<Row extends { id: string }>(
  table: Table<Row, string>,
  onRows: (rows: Row[]) => void,
  onError: (error: unknown) => void,
  { idleTimeoutMs = 1000 }: WatchOptions = {},
): TableWatch {
  const part = `idb://${table.db.name}/${table.name}/`;
  let stopped = false;
  let changed = true;
  let reading = false;
  let cancelWait: (() => void) | null = null;
  let lostInARow = 0;
  let handedOnce = false;
  let waiting: (() => void)[] = [];

  const settle = () => {
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve();
  };

  const readNow = () => {
    cancelWait?.();
    cancelWait = null;
    void read();
  };

  const readWhenIdle = () => {
    if (stopped || reading || cancelWait) return;
    // Someone waits for the rows: no reason to wait for idle.
    if (waiting.length > 0) return readNow();
    cancelWait = whenIdle(() => {
      cancelWait = null;
      void read();
    }, idleTimeoutMs);
  };

  const read = async () => {
    reading = true;
    changed = false;
    try {
      const rows = await readAll();
      lostInARow = 0;
      if (rows && !stopped) {
        handedOnce = true;
        onRows(rows);
        if (!changed) settle();
      }
    } catch (error) {
      // Safari closes a backgrounded page's connection; Dexie opens a new one when asked again
      // (src/lib/db/reopen-lost-connection.ts).
      if (isConnectionLost(error) && lostInARow < maxLostInARow) {
        lostInARow += 1;
        changed = true;
      } else {
        if (!stopped) onError(error);
        settle();
      }
    } finally {
      reading = false;
      if (changed) readWhenIdle();
    }
  };

  /** The table's rows, or null when it changed or the watch stopped before they were all read. */
  const readAll = async (): Promise<Row[] | null> => {
    const rows: Row[] = [];
    let after: string | null = null;
    for (;;) {
      const slice: Row[] = await (
        after === null ? table.orderBy(':id') : table.where(':id').above(after)
      )
        .limit(rowsPerSlice)
        .toArray();
      rows.push(...slice);
      const last = slice.at(-1);
      if (!last || slice.length < rowsPerSlice) return rows;
      after = last.id;
      await nextTask();
      if (stopped || changed) return null;
    }
  };

  const onMutation = (parts: ObservabilitySet) => {
    if (!Object.keys(parts).some((key) => key === 'all' || key.startsWith(part))) return;
    changed = true;
    readWhenIdle();
  };

  Dexie.on.storagemutated.subscribe(onMutation);
  readWhenIdle();
  return {
    stop() {
      stopped = true;
      cancelWait?.();
      Dexie.on.storagemutated.unsubscribe(onMutation);
      settle();
    },
    upToDate() {
      if (stopped || (handedOnce && !changed && !reading && !cancelWait)) return null;
      const handed = new Promise<void>((resolve) => waiting.push(resolve));
      if (!reading) readNow();
      return handed;
    },
  };
}

/** Lets the browser paint and answer input before the next slice. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
