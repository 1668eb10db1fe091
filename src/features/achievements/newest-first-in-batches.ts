import type { UserDb } from '../../lib/db/user-db.ts';

import { achievementsTable, type AchievementRow } from './achievement-row.ts';

/** The most rows one batch of `newestFirstInBatches` reads, however far a search has to go. */
export const largestBatch = 800;

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
