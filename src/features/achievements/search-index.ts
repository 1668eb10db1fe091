import Dexie from 'dexie';

import type { UserDb } from '../../lib/db/user-db.ts';
import { whenIdle } from '../../lib/scheduling/when-idle.ts';

import { searchTextOf } from './achievement-filters.ts';
import type { AchievementRow } from './achievement-row.ts';
import { largestBatch, newestFirstInBatches } from './newest-first-in-batches.ts';

/** One achievement as a search sees it. */
export interface SearchEntry {
  row: AchievementRow;
  /** `searchTextOf` the row. */
  text: string;
}

/**
 * Every achievement with its searchable text, newest first as the list orders them, kept in
 * memory while the list is open: a keystroke then lists the rows that hold its words at once,
 * without reading the database (docs/achievements-at-scale.md, "A search that leaves none").
 * It is dropped at every change to the achievements (this page's, another tab's, the service
 * worker's: Dexie's `storagemutated`), and built again, when the page is idle, for the next
 * search that asks for it; until then a search reads the rows as before.
 */
let built: { db: UserDb; entries: readonly SearchEntry[] } | null = null;
/** Told when `built` changes: the list draws a search from it or reads again. */
const listeners = new Set<() => void>();
let building: { db: UserDb; cancel: () => void } | null = null;
/** Changes to the achievements seen so far, and releases: an index read across one is dropped. */
let changes = 0;
let watching = false;

/**
 * A part Dexie names for a change, `idb://<database>/<table>/<index>`, of the achievements; or
 * `all`, which Dexie sends when it cannot say what changed.
 */
const achievementsPart = /^(all$|idb:\/\/[^/]+\/achievements\/)/;

function watchChanges(): void {
  if (watching) return;
  watching = true;
  Dexie.on('storagemutated', (parts) => {
    if (!Object.keys(parts).some((part) => achievementsPart.test(part))) return;
    changes += 1;
    setBuilt(null);
  });
}

function setBuilt(next: typeof built): void {
  if (next === built) return;
  built = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the index is built or dropped; answers how to stop. */
export function subscribeToSearchIndex(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The index of `db`'s achievements if it is built and current, asking for no build. */
export function builtSearchIndex(db: UserDb): readonly SearchEntry[] | undefined {
  return built?.db === db ? built.entries : undefined;
}

/**
 * The index of `db`'s achievements if it is current; otherwise undefined, and it is built when
 * the page is next idle (outside the caller's live query, whose bookkeeping would otherwise
 * record every row read).
 */
export function currentSearchIndex(db: UserDb): readonly SearchEntry[] | undefined {
  watchChanges();
  const current = builtSearchIndex(db);
  if (current) return current;
  if (building?.db !== db) {
    building?.cancel();
    const slot = { db, cancel: () => {} };
    slot.cancel = whenIdle(() => {
      void buildSearchIndex(db)
        .catch(() => undefined)
        // Only its own slot: a release and a new ask meanwhile hold another build's.
        .finally(() => {
          if (building === slot) building = null;
        });
    });
    building = slot;
  }
  return undefined;
}

/** Reads every achievement of `db` into the index, kept unless one changed meanwhile. */
export async function buildSearchIndex(db: UserDb): Promise<void> {
  watchChanges();
  const changesBefore = changes;
  const entries: SearchEntry[] = [];
  for await (const rows of newestFirstInBatches(db, largestBatch)) {
    for (const row of rows) entries.push({ row, text: searchTextOf(row) });
  }
  if (changes === changesBefore && db.isOpen()) setBuilt({ db, entries });
}

/** Lets the index go (the list was closed): a teacher's thousands are not kept for nothing. */
export function releaseSearchIndex(): void {
  changes += 1;
  building?.cancel();
  building = null;
  setBuilt(null);
}
