// @vitest-environment node
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';

import { noFilters, type AchievementFilters } from './achievement-filters.ts';
import { achievementsTable } from './achievement-row.ts';
import { buildSearchIndex, currentSearchIndex, releaseSearchIndex } from './search-index.ts';
import { numberedRow } from './testing/numbered-row.ts';
import { readListed, type ListedAchievements } from './use-listed-achievements.ts';

// Without `requestIdleCallback` (Node), what waits for the page to be idle runs after this.
const idleFallbackMs = 2000;

let db: UserDb;

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
});

afterEach(() => {
  releaseSearchIndex();
  closeUserDb();
});

const descriptions = (listed: ListedAchievements) => listed.rows.map((row) => row.description);

/** 300 achievements; "Rare" in two of them, deep down and near the top. */
async function seed(): Promise<void> {
  await achievementsTable(db).bulkPut(
    Array.from({ length: 300 }, (_, index) =>
      numberedRow(index, {
        description: index === 7 || index === 290 ? `Rare visit ${index}` : `Lesson ${index}`,
      }),
    ),
  );
}

describe('the search index', () => {
  it('lists the same rows as reading every row, for a search with other filters too', async () => {
    await seed();
    await achievementsTable(db).update(numberedRow(12).id, { deletedLocally: true });
    const rare = { ...noFilters, search: 'rare' };
    const common = { ...noFilters, search: 'LESSON 1' };
    const odd = { ...noFilters, search: 'lesson 1', criterionId: 'odd' };
    const searches: AchievementFilters[] = [
      rare,
      common,
      odd,
      { ...noFilters, search: 'room 4 lesson' },
      { ...noFilters, search: 'nowhere' },
    ];
    const readingEveryRow = [];
    for (const filters of searches) readingEveryRow.push(await readListed(db, filters, 20, null));
    await buildSearchIndex(db);
    expect(currentSearchIndex(db)).toHaveLength(300);
    for (const [at, filters] of searches.entries()) {
      expect(await readListed(db, filters, 20, null)).toEqual(readingEveryRow[at]);
    }
    expect(descriptions(await readListed(db, rare, 20, null))).toEqual([
      'Rare visit 290',
      'Rare visit 7',
    ]);
    expect((await readListed(db, common, 20, null)).hasMore).toBe(true);
    expect(descriptions(await readListed(db, odd, 20, null))).not.toContain('Lesson 12');
  });

  it('is dropped when an achievement changes, so a search never misses it', async () => {
    await seed();
    await buildSearchIndex(db);
    await achievementsTable(db).update(numberedRow(100).id, { description: 'Rare trip' });
    expect(currentSearchIndex(db)).toBeUndefined();
    expect(descriptions(await readListed(db, { ...noFilters, search: 'rare' }, 20, null))).toEqual([
      'Rare visit 290',
      'Rare trip',
      'Rare visit 7',
    ]);
  });

  it('is not kept when an achievement changes while it is built', async () => {
    await seed();
    const building = buildSearchIndex(db);
    await achievementsTable(db).put(numberedRow(400, { description: 'Rare late' }));
    await building;
    expect(currentSearchIndex(db)).toBeUndefined();
  });

  it('is not kept when the list lets it go while it is built', async () => {
    await seed();
    const building = buildSearchIndex(db);
    releaseSearchIndex();
    await building;
    expect(currentSearchIndex(db)).toBeUndefined();
  });

  it('is not built once the list has let it go, though a build from before ends meanwhile', async () => {
    await seed();
    const earlier = buildSearchIndex(db);
    releaseSearchIndex();
    // The list opens again and asks: a build waits for the page to be idle.
    expect(currentSearchIndex(db)).toBeUndefined();
    await earlier;
    // The list closes before the page is idle.
    releaseSearchIndex();
    await new Promise((resolve) => setTimeout(resolve, idleFallbackMs + 200));
    expect(currentSearchIndex(db)).toBeUndefined();
  });

  it('leaves a search listed through it live: a new achievement that matches shows', async () => {
    await seed();
    await buildSearchIndex(db);
    const filters = { ...noFilters, search: 'rare' };
    const answers: string[][] = [];
    const subscription = liveQuery(() => readListed(db, filters, 20, null)).subscribe((listed) =>
      answers.push(descriptions(listed)),
    );
    try {
      await expect.poll(() => answers.length).toBe(1);
      expect(answers[0]).toEqual(['Rare visit 290', 'Rare visit 7']);
      await achievementsTable(db).put(numberedRow(150, { description: 'Rare assembly' }));
      await expect
        .poll(() => answers.at(-1))
        .toEqual(['Rare visit 290', 'Rare assembly', 'Rare visit 7']);
    } finally {
      subscription.unsubscribe();
    }
  });
});
