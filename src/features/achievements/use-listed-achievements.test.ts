// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Criterion } from '../../../contract/achievements.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import { cursorsOpenedBy } from '../../lib/db/testing/cursors-opened.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { noFilters } from './achievement-filters.ts';
import { achievementsTable } from './achievement-row.ts';
import { readCounts } from './use-achievement-counts.ts';
import { newestFirstInBatches } from './newest-first-in-batches.ts';
import { readListed } from './use-listed-achievements.ts';
import { numberedRow } from './testing/numbered-row.ts';

let db: UserDb;

const criterion = (id: string) => ({ id }) as Criterion;

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
});

afterEach(() => closeUserDb());

describe('the list read a page at a time', () => {
  it('reads the newest first, a page of matches, and says whether more follow', async () => {
    await achievementsTable(db).bulkPut(
      Array.from({ length: 50 }, (_, index) => numberedRow(index)),
    );
    const first = await readListed(db, noFilters, 20, null);
    expect(first.rows.map((row) => row.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => numberedRow(49 - index).id),
    );
    expect(first.hasMore).toBe(true);
    const searched = await readListed(db, { ...noFilters, search: 'LESSON 3' }, 3, null);
    expect(searched.rows.map((row) => row.description)).toEqual([
      'Lesson 43',
      'Lesson 39',
      'Lesson 38',
    ]);
    expect(searched.hasMore).toBe(true);
    const rare = await readListed(db, { ...noFilters, search: 'lesson 13' }, 20, null);
    expect(rare.rows.map((row) => row.description)).toEqual(['Lesson 13']);
    expect(rare.hasMore).toBe(false);
  });

  it('walks every row once, newest first, when many share an event time across batches', async () => {
    const sameTime = '2026-03-01T08:00:00.000Z';
    const rows = [
      ...Array.from({ length: 7 }, (_, index) => numberedRow(index)),
      ...Array.from({ length: 9 }, (_, index) =>
        numberedRow(100 + index, { eventStartAt: sameTime }),
      ),
      ...Array.from({ length: 5 }, (_, index) => numberedRow(200 + index)),
    ];
    await achievementsTable(db).bulkPut(rows);
    const walked: string[] = [];
    const batchSizes: number[] = [];
    for await (const batch of newestFirstInBatches(db, 2)) {
      batchSizes.push(batch.length);
      walked.push(...batch.map((row) => row.id));
    }
    const expected = [...rows]
      .sort((a, b) => b.eventStartAt.localeCompare(a.eventStartAt) || b.id.localeCompare(a.id))
      .map((row) => row.id);
    expect(walked).toEqual(expected);
    expect(batchSizes.slice(0, 3)).toEqual([2, 4, 8]);
  });

  it('finds a search’s rare matches however deep they lie', async () => {
    await achievementsTable(db).bulkPut(
      Array.from({ length: 1500 }, (_, index) =>
        numberedRow(index, { description: index === 3 || index === 1001 ? `Rare ${index}` : 'x' }),
      ),
    );
    const listed = await readListed(db, { ...noFilters, search: 'rare' }, 20, null);
    expect(listed.rows.map((row) => row.description)).toEqual(['Rare 1001', 'Rare 3']);
    expect(listed.hasMore).toBe(false);
  });

  it('reads as far as the achievement a notification opened, however far down', async () => {
    await achievementsTable(db).bulkPut(
      Array.from({ length: 50 }, (_, index) => numberedRow(index)),
    );
    const listed = await readListed(db, noFilters, 20, numberedRow(3).id);
    expect(listed.rows.at(-1)?.id).toBe(numberedRow(3).id);
  });

  it('counts per criterion, returned and unsynced from indexes, leaving out rows deleted here', async () => {
    await achievementsTable(db).bulkPut([
      numberedRow(1),
      numberedRow(2, { reviewStatus: 'returned' }),
      numberedRow(3, { syncState: 'pending', deletedLocally: true }),
      numberedRow(4, { syncState: 'pending', criterionIds: ['even', 'odd'] }),
    ]);
    const counts = await readCounts(db, [criterion('odd'), criterion('even'), criterion('none')]);
    expect(counts.total).toBe(3);
    expect(Object.fromEntries(counts.byCriterion)).toEqual({ odd: 2, even: 2, none: 0 });
    expect(counts.returned.map((row) => row.id)).toEqual([numberedRow(2).id]);
    expect(counts.unsynced.map((row) => row.id).sort()).toEqual([
      numberedRow(3).id,
      numberedRow(4).id,
    ]);
  });
});

describe('the counts', () => {
  it('read the unsynced rows in a request a state, not a cursor step a row', async () => {
    // A day offline leaves hundreds pending: a cursor's step a row, each a task of its own,
    // would hold the screen's counts (and the work waiting for them) on a slow phone.
    await achievementsTable(db).bulkPut(
      Array.from({ length: 30 }, (_, index) =>
        numberedRow(index, { syncState: index % 3 === 0 ? 'needs_attention' : 'pending' }),
      ),
    );
    let unsynced = 0;
    const cursors = await cursorsOpenedBy(async () => {
      unsynced = (await readCounts(db, [criterion('none')])).unsynced.length;
    });
    expect(unsynced).toBe(30);
    expect(cursors).toBe(0);
  });
});
