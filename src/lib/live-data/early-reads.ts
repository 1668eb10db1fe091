import { dequal } from 'dequal';
import Dexie from 'dexie';

import type { UserDb } from '../db/user-db.ts';
import { useLiveQuery } from './use-live-query.ts';

/**
 * A screen's first reads of the device's database, started before the screen is drawn: at the
 * app's start while the screen's code loads, or when a link to it is followed. Its first render
 * then shows their answers instead of a loader, and its live queries, asked as always, confirm
 * them or bring what changed (docs/achievements-at-scale.md, "The first reads started early").
 */

interface EarlyAnswer {
  db: UserDb;
  value: unknown;
}

const answers = new Map<string, EarlyAnswer>();

/**
 * The device database's writes seen so far: this page's, and those of other tabs and of the
 * service worker, which Dexie's `storagemutated` event reaches too. An answer read across a
 * write is not kept, and every write drops the answers kept: a live query asks afresh.
 */
let writes = 0;
let watchingWrites = false;

function watchWrites(): void {
  if (watchingWrites) return;
  watchingWrites = true;
  Dexie.on('storagemutated', () => {
    writes += 1;
    answers.clear();
  });
}

/** Reads `key` now, and keeps the answer for the first screen that asks for it. */
export async function readEarly<T>(db: UserDb, key: string, read: () => Promise<T>): Promise<void> {
  watchWrites();
  const writesBefore = writes;
  const value = await read();
  if (writes === writesBefore) answers.set(key, { db, value });
}

/** The answer read early for `key` on this database, if one is kept. */
export function earlyAnswer<T>(db: UserDb, key: string): T | undefined {
  const answer = answers.get(key);
  return answer?.db === db ? (answer.value as T) : undefined;
}

/**
 * `useLiveQuery`, starting from the answer read early for `key` (null: none fits these deps).
 * The live query's first answer then takes its place; when it holds the same data, the early
 * answer itself is kept, so what was drawn from it is not drawn again.
 */
export function useLiveQueryReadEarly<T>(
  db: UserDb,
  key: string | null,
  querier: () => Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  const early = key === null ? undefined : earlyAnswer<T>(db, key);
  return useLiveQuery(
    async () => {
      const value = await querier();
      // Read once: a screen drawn later starts from its own live query.
      if (key !== null && earlyAnswer(db, key) !== undefined) answers.delete(key);
      return early !== undefined && dequal(early, value) ? early : value;
    },
    deps,
    early,
  );
}
