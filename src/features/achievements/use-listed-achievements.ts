import { useMemo, useSyncExternalStore } from 'react';

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
import {
  builtSearchIndex,
  currentSearchIndex,
  subscribeToSearchIndex,
  type SearchEntry,
} from './search-index.ts';

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
 * achievement) is always within the rows read, however far down it is. A search while the
 * search index is current is listed from it in the render itself: the keystroke's own frame
 * shows its rows, and the index's drop at any change has the list read again.
 */
export function useListedAchievements(
  filters: AchievementFilters,
  limit: number,
  includedId: string | null,
): ListedAchievements | undefined {
  const db = useUserDb();
  const index = useSyncExternalStore(subscribeToSearchIndex, () => builtSearchIndex(db));
  const searched = useMemo(() => {
    const words = searchWordsOf(filters.search);
    if (!index || words.length === 0 || includedId !== null) return undefined;
    return listedFromIndex(index, filters, words, limit);
  }, [index, filters, limit, includedId]);
  const first = limit === achievementsFirstPage && includedId === null && isUnfiltered(filters);
  const read = useLiveQueryReadEarly(
    db,
    first ? firstPageKey : null,
    async () => searched ?? readListed(db, filters, limit, includedId),
    [db, filters, limit, includedId, searched],
  );
  return searched ?? read;
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
 * The first `needed` rows under `filters` among those whose text holds `words`, from a current
 * search index; undefined while there is none. The rows are picked in memory, so the live
 * query asking watches the whole table through a count: any change to an achievement asks
 * again.
 */
async function readSearched(
  db: UserDb,
  filters: AchievementFilters,
  words: readonly string[],
  needed: number,
): Promise<ListedAchievements | undefined> {
  if (!currentSearchIndex(db)) return undefined;
  await achievementsTable(db).count();
  // Asked again after a wait: a change lets the live queries know before it drops the index
  // (search-index.ts), and one of them may be this one, asking again at once.
  const index = currentSearchIndex(db);
  return index && listedFromIndex(index, filters, words, needed);
}

/** The first `needed` rows of a search index that `filters` and `words` leave in. */
function listedFromIndex(
  index: readonly SearchEntry[],
  filters: AchievementFilters,
  words: readonly string[],
  needed: number,
): ListedAchievements {
  const found: AchievementRow[] = [];
  for (const { row, text } of index) {
    // Its words against the text kept beside it, the other filters against the row.
    if (!holdsEveryWord(text, words) || !achievementMatches(row, filters, [])) continue;
    found.push(row);
    if (found.length > needed) break;
  }
  return { rows: found.slice(0, needed), hasMore: found.length > needed };
}
