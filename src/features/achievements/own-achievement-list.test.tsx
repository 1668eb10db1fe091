import { act, waitFor } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { noFilters } from './achievement-filters.ts';
import type * as achievementListModule from './achievement-list.tsx';
import type { AchievementListProps } from './achievement-list.tsx';
import { achievementsTable } from './achievement-row.ts';
import { createSearchText } from './use-achievement-filter-state.ts';
import { OwnAchievementList } from './own-achievement-list.tsx';
import { numberedRow } from './testing/numbered-row.ts';

let db: UserDb;
vi.mock('../../lib/session/use-user-db.ts', () => ({ useUserDb: () => db }));

/** The rows of each time the list was drawn, in order. */
const drawnRows: string[][] = [];
vi.mock('./achievement-list.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof achievementListModule>();
  const { createElement } = await import('react');
  // The same shallow comparison as the list's own `memo`: this draws when the list would.
  const Counted = memo(function Counted(props: AchievementListProps) {
    drawnRows.push(props.rows.map((row) => row.id));
    return createElement(original.AchievementList, props);
  });
  return { ...original, AchievementList: Counted };
});

beforeAll(activateSourceEnglish);

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
  drawnRows.length = 0;
});

afterEach(() => closeUserDb());

/** The list of 80 numbered achievements, drawn with its first rows, and its search. */
async function listOf80() {
  await achievementsTable(db).bulkPut(Array.from({ length: 80 }, (_, index) => numberedRow(index)));
  const search = createSearchText();
  renderWithProviders(
    <OwnAchievementList
      filters={noFilters}
      search={search}
      openedId={null}
      hasAny
      criteriaById={new Map()}
      onEdit={() => undefined}
      onDelete={() => undefined}
      onClearFilters={() => undefined}
      onAdd={() => undefined}
    />,
  );
  await waitFor(() => expect(drawnRows.at(-1)?.[0]).toBe('a079'));
  return search;
}

describe('the owner’s list as the search is typed', () => {
  it('is drawn again only once the rows matching the new text are read', async () => {
    const search = await listOf80();
    const drawnBefore = drawnRows.length;

    act(() => search.set('Lesson 7'));
    // Every achievement with both words: 70 to 79, then 67, 57, … 7.
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(17));

    const afterKeystroke = drawnRows.slice(drawnBefore);
    const redrawnWithSameRows = afterKeystroke.filter(
      (rows, index) => rows.join() === (drawnRows[drawnBefore + index - 1] ?? []).join(),
    );
    expect(redrawnWithSameRows).toEqual([]);
  });

  it('asks the database for the new rows in the keystroke’s own task', async () => {
    const search = await listOf80();
    const asked = vi.spyOn(IDBIndex.prototype, 'getAll');
    act(() => search.set('Lesson 7'));
    // Promise callbacks only, no timer: the live query would first wait for one, after the
    // list had drawn again (a frame or two on a slow phone).
    for (let step = 0; step < 20; step++) await Promise.resolve();
    expect(asked).toHaveBeenCalled();
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(17));
    asked.mockRestore();
  });

  it('stays live after a keystroke whose rows were read ahead', async () => {
    const search = await listOf80();
    act(() => search.set('Lesson 7'));
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(17));
    // An older lesson (outside the rows read), then a change to one shown.
    await achievementsTable(db).put(numberedRow(7, { description: 'Lesson 7 revised' }));
    await achievementsTable(db).put(numberedRow(5, { description: 'Lesson 75 trip' }));
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(18));
    expect(drawnRows.at(-1)).toContain('a005');
  });

  it('reads again when the table changed before the live query took the rows read ahead', async () => {
    const search = await listOf80();
    // Dexie's live query starts on a timer: held back here, so that a sync's write lands after
    // the keystroke's read and before the live query watches the table.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      act(() => search.set('Lesson 7'));
      // Not `waitFor`, which would run the held timer: the database's own tasks only.
      for (let step = 0; step < 1000 && drawnRows.at(-1)?.length !== 17; step++) {
        await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
      }
      expect(drawnRows.at(-1)).toHaveLength(17);
      await achievementsTable(db).put(numberedRow(5, { description: 'Lesson 75 trip' }));
      act(() => vi.runOnlyPendingTimers());
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(drawnRows.at(-1)).toHaveLength(18));
    expect(drawnRows.at(-1)).toContain('a005');
  });
});
