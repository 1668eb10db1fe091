import { readEarly, useLiveQueryReadEarly } from '../../lib/live-data/early-reads.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import {
  achievementMatches,
  holdsEveryWord,
  isUnfiltered,
  noFilters,
  searchWordsOf,
  type AchievementFilters,
} from './achievement-filters.ts';
import { achievementsTable, type AchievementRow } from './achievement-row.ts';
import { newestFirstInBatches } from './newest-first-in-batches.ts';
import { currentSearchIndex } from './search-index.ts';

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
  const searched =
    words.length > 0 && !included ? await readSearched(db, filters, words, needed) : undefined;
  if (searched) return searched;
  const found: AchievementRow[] = [];
  for await (const rows of newestFirstInBatches(db, needed + 1)) {
    for (const row of rows) {
      if (achievementMatches(row, filters, words)) found.push(row);
    }
    if (found.length > needed) break;
  }
  return { rows: found.slice(0, needed), hasMore: found.length > needed };
}

/**
 * The first `needed` rows under `filters` among those whose text holds `words` in the search
 * index, read by key a page at a time; undefined while there is no current index. The rows
 * are picked in memory, so the live query asking watches the whole table through a count: any
 * change to an achievement asks again.
 */
async function readSearched(
  db: UserDb,
  filters: AchievementFilters,
  words: readonly string[],
  needed: number,
): Promise<ListedAchievements | undefined> {
  if (!currentSearchIndex(db)) return undefined;
  const table = achievementsTable(db);
  await table.count();
  // Asked again after a wait: a change lets the live queries know before it drops the index
  // (search-index.ts), and one of them may be this one, asking again at once.
  const index = currentSearchIndex(db);
  if (!index) return undefined;
  const candidates = index.filter((entry) => holdsEveryWord(entry.text, words));
  const found: AchievementRow[] = [];
  for (let start = 0; start < candidates.length && found.length <= needed;) {
    const ids = candidates.slice(start, start + needed + 1).map((entry) => entry.id);
    start += ids.length;
    for (const row of await table.bulkGet(ids)) {
      if (row && achievementMatches(row, filters, words)) found.push(row);
    }
  }
  return { rows: found.slice(0, needed), hasMore: found.length > needed };
}
