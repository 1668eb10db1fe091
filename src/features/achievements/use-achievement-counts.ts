import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import type { Criterion } from '../../../contract/achievements.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { achievementsTable, type AchievementRow } from './achievement-row.ts';

export interface AchievementCounts {
  /** Achievements the list can show (those deleted on this device left out). */
  total: number;
  /** Per criterion id, for the coverage panel. */
  byCriterion: Map<string, number>;
  /** The rows not yet on the server as they are here: few, read whole. */
  unsynced: AchievementRow[];
  /** The rows a principal returned: few, read whole. */
  returned: AchievementRow[];
}

const unsyncedStates = ['pending', 'needs_attention', 'conflict'];

/**
 * The figures around the list, counted from indexes (lib/db/schema.ts, version 8) rather than
 * by reading every achievement: the count per criterion, and the few rows that are unsynced
 * or returned. A row deleted on this device waits for the server, so it is among the unsynced
 * ones, and is taken off the counts from there.
 */
export function useAchievementCounts(
  criteria: readonly Criterion[],
): AchievementCounts | undefined {
  const db = useUserDb();
  return useLiveQuery(() => readCounts(db, criteria), [db, criteria]);
}

export async function readCounts(
  db: UserDb,
  criteria: readonly Criterion[],
): Promise<AchievementCounts> {
  const table = achievementsTable(db);
  // One read transaction for every count: Dexie would open one per query otherwise, and on a
  // slow phone each costs more than the count itself (docs/achievements-at-scale.md).
  const [all, unsynced, returned, perCriterion] = await db.transaction('r', table, () =>
    Promise.all([
      table.count(),
      // A request a state: `anyOf` would step a cursor, a task per row (use-criteria.ts).
      Promise.all(
        unsyncedStates.map((state) => table.where('syncState').equals(state).toArray()),
      ).then((byState) => byState.flat()),
      table.where('reviewStatus').equals('returned').toArray(),
      Promise.all(
        criteria.map((criterion) => table.where('criterionIds').equals(criterion.id).count()),
      ),
    ]),
  );
  const deleted = unsynced.filter((row) => row.deletedLocally);
  const byCriterion = new Map(
    criteria.map((criterion, index) => [criterion.id, perCriterion[index] ?? 0]),
  );
  for (const row of deleted) {
    for (const id of new Set(row.criterionIds)) {
      const count = byCriterion.get(id);
      if (count !== undefined) byCriterion.set(id, count - 1);
    }
  }
  return { total: all - deleted.length, byCriterion, unsynced, returned };
}
