import { readEarly, useLiveQueryReadEarly } from '../../lib/live-data/early-reads.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import {
  achievementMatches,
  isUnfiltered,
  noFilters,
  searchWordsOf,
  type AchievementFilters,
} from './achievement-filters.ts';
import { achievementsTable, type AchievementRow } from './achievement-row.ts';

/** A phone screen's worth of cards and a few more: what a first look reads. */
export const achievementsFirstPage = 20;
/** How many more each scroll near the end of the rows read brings. */
export const achievementsNextPage = 200;

export interface ListedAchievements {
  /** Newest event first, the first `limit` that match. */
  rows: AchievementRow[];
  /** More match beyond `rows`: the list asks for them when scrolled near its end. */
  hasMore: boolean;
}

/**
 * The achievements the list shows, read as the screen needs them: along the `eventStartAt`
 * index, newest first, stopping at `limit` matches, so a teacher with thousands never waits
 * for all of them to be read (docs/achievements-at-scale.md). `includedId` (a notification's
 * achievement) is always within the rows read, however far down it is.
 */
export function useListedAchievements(
  filters: AchievementFilters,
  limit: number,
  includedId: string | null,
): ListedAchievements | undefined {
  const db = useUserDb();
  const first = limit === achievementsFirstPage && includedId === null && isUnfiltered(filters);
  return useLiveQueryReadEarly(
    db,
    first ? firstPageKey : null,
    () => readListed(db, filters, limit, includedId),
    [db, filters, limit, includedId],
  );
}

/** What the list shows first, unfiltered: read early by `readFirstPageEarly`. */
const firstPageKey = 'achievements-first-page';

/** Reads the list's first page ahead of the screen (src/lib/live-data/early-reads.ts). */
export function readFirstPageEarly(db: UserDb): Promise<void> {
  return readEarly(db, firstPageKey, () => readListed(db, noFilters, achievementsFirstPage, null));
}

export async function readListed(
  db: UserDb,
  filters: AchievementFilters,
  limit: number,
  includedId: string | null,
): Promise<ListedAchievements> {
  const table = achievementsTable(db);
  const included = includedId ? await table.get(includedId) : undefined;
  // Rows after it in the list are at most those with a later event (ties are few).
  const needed = included
    ? Math.max(limit, (await table.where('eventStartAt').above(included.eventStartAt).count()) + 1)
    : limit;
  const words = searchWordsOf(filters.search);
  const found: AchievementRow[] = [];
  for await (const rows of newestFirstInBatches(db, needed + 1)) {
    for (const row of rows) {
      if (achievementMatches(row, filters, words)) found.push(row);
    }
    if (found.length > needed) break;
  }
  return { rows: found.slice(0, needed), hasMore: found.length > needed };
}

/** The most rows one batch of `newestFirstInBatches` reads, however far a search has to go. */
const largestBatch = 800;

/**
 * Every achievement along the `eventStartAt` index, newest first, in batches: the first of
 * `firstBatch` rows, each next one twice as large up to `largestBatch`. Each batch is a plain
 * ranged read, which a browser with IndexedDB's `getAll` in both directions answers in one
 * request; a filtered Dexie collection steps a cursor instead, one task per row, which a
 * search through thousands of rows on a slow phone feels (docs/achievements-at-scale.md).
 */
export async function* newestFirstInBatches(
  db: UserDb,
  firstBatch: number,
): AsyncGenerator<AchievementRow[]> {
  const table = achievementsTable(db);
  let batch = Math.max(1, firstBatch);
  // The next batch starts at the oldest event read so far; the rows of that event already read
  // come first in it (IndexedDB orders ties by primary key), and are skipped.
  let oldestRead: string | undefined;
  let readAtOldest = 0;
  for (;;) {
    const along =
      oldestRead === undefined
        ? table.orderBy('eventStartAt')
        : table.where('eventStartAt').belowOrEqual(oldestRead);
    const asked = batch + readAtOldest;
    const rows = await along.reverse().limit(asked).toArray();
    const fresh = rows.slice(readAtOldest);
    if (fresh.length > 0) yield fresh;
    if (rows.length < asked) return;
    const oldest = fresh.at(-1)?.eventStartAt;
    readAtOldest =
      oldest === oldestRead ? readAtOldest + fresh.length : countFromEnd(fresh, oldest);
    oldestRead = oldest;
    batch = Math.min(batch * 2, largestBatch);
  }
}

/** How many rows at the end of `rows` have the event time `eventStartAt`. */
function countFromEnd(rows: readonly AchievementRow[], eventStartAt: string | undefined): number {
  let count = 0;
  for (
    let index = rows.length - 1;
    index >= 0 && rows[index]?.eventStartAt === eventStartAt;
    index--
  ) {
    count += 1;
  }
  return count;
}
