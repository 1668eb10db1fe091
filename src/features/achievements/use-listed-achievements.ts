import { useLiveQuery } from 'dexie-react-hooks';

import { useUserDb } from '../../lib/session/use-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import {
  achievementMatches,
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
  return useLiveQuery(
    () => readListed(db, filters, limit, includedId),
    [db, filters, limit, includedId],
  );
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
  const found = await table
    .orderBy('eventStartAt')
    .reverse()
    .filter((row) => achievementMatches(row, filters, words))
    .limit(needed + 1)
    .toArray();
  return { rows: found.slice(0, needed), hasMore: found.length > needed };
}
