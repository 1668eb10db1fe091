import { act, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { earlyAnswer } from '../../lib/live-data/early-reads.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { noFilters } from './achievement-filters.ts';
import type * as achievementListModule from './achievement-list.tsx';
import type { AchievementListProps } from './achievement-list.tsx';
import { achievementsTable } from './achievement-row.ts';
import { buildSearchIndex, releaseSearchIndex } from './search-index.ts';
import { createSearchText } from './use-achievement-filter-state.ts';
import { achievementsFirstPage, readFirstPageEarly } from './use-listed-achievements.ts';
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

afterEach(() => {
  releaseSearchIndex();
  closeUserDb();
});

const seed80 = () =>
  achievementsTable(db).bulkPut(Array.from({ length: 80 }, (_, index) => numberedRow(index)));

function renderList(search = createSearchText(), onFirstRowsShown = () => undefined) {
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
      onFirstRowsShown={onFirstRowsShown}
    />,
  );
  return search;
}

/** The list of 80 numbered achievements, drawn with its first rows, and its search. */
async function listOf80() {
  await seed80();
  const search = renderList();
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

  it('stays live after a keystroke', async () => {
    const search = await listOf80();
    act(() => search.set('Lesson 7'));
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(17));
    // A change to a row shown, then an older row that comes to match.
    await achievementsTable(db).put(numberedRow(7, { description: 'Lesson 7 revised' }));
    await achievementsTable(db).put(numberedRow(5, { description: 'Lesson 75 trip' }));
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(18));
    expect(drawnRows.at(-1)).toContain('a005');
  });
});

describe('the owner’s list as the search is typed, its search index built', () => {
  it('draws the rows matching the new text in the keystroke’s own render', async () => {
    const search = await listOf80();
    await buildSearchIndex(db);
    act(() => search.set('Lesson 7'));
    // No wait for the device: the rows were in the first render after the keystroke.
    expect(drawnRows.at(-1)).toHaveLength(17);
    act(() => search.set('Lesson 7x'));
    expect(screen.queryByText('No evidence matches these filters')).not.toBeNull();
  });

  it('reads again when an achievement changes, and shows it if it matches', async () => {
    const search = await listOf80();
    await buildSearchIndex(db);
    act(() => search.set('Lesson 7'));
    expect(drawnRows.at(-1)).toHaveLength(17);
    await achievementsTable(db).put(numberedRow(5, { description: 'Lesson 75 trip' }));
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(18));
    expect(drawnRows.at(-1)).toContain('a005');
    // Built again, the index lists the next keystroke at once, the change within it.
    await buildSearchIndex(db);
    act(() => search.set('Lesson 75'));
    expect(drawnRows.at(-1)).toEqual(['a075', 'a005']);
  });
});

describe('the owner’s list at the start', () => {
  it('tells the screen once, when its first rows are drawn', async () => {
    await seed80();
    const firstRowsShown = vi.fn();
    // Rendered, its rows still being read from the device.
    const search = renderList(undefined, firstRowsShown);
    expect(drawnRows).toEqual([]);
    expect(firstRowsShown).not.toHaveBeenCalled();

    await waitFor(() => expect(firstRowsShown).toHaveBeenCalledOnce());
    expect(drawnRows.at(-1)?.[0]).toBe('a079');
    // Drawn again with other rows (a keystroke), it does not tell again.
    act(() => search.set('Lesson 7'));
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(17));
    expect(firstRowsShown).toHaveBeenCalledOnce();
  });
});

describe('the owner’s list with its first page read before it was drawn', () => {
  it('draws those rows in its first draw, and stays live', async () => {
    await seed80();
    await readFirstPageEarly(db);
    const firstRowsShown = vi.fn();
    renderList(undefined, firstRowsShown);
    // The first draw holds the rows: no loader, no wait for the device.
    expect(drawnRows).toHaveLength(1);
    expect(drawnRows[0]).toHaveLength(achievementsFirstPage);
    expect(drawnRows[0]?.[0]).toBe('a079');
    expect(firstRowsShown).toHaveBeenCalledOnce();

    await waitFor(() => expect(earlyAnswer(db, 'achievements-first-page')).toBeUndefined());
    // A newer achievement saved, and shown.
    await achievementsTable(db).put(numberedRow(80));
    await waitFor(() => expect(drawnRows.at(-1)?.[0]).toBe('a080'));
  });

  it('reads afresh what a write since changed', async () => {
    await seed80();
    await readFirstPageEarly(db);
    await achievementsTable(db).put(numberedRow(79, { description: 'Lesson 79 revised' }));
    renderList();
    expect(drawnRows).toEqual([]);
    await waitFor(() => expect(drawnRows.at(-1)?.[0]).toBe('a079'));
  });

  it('does not draw them for a search', async () => {
    await seed80();
    await readFirstPageEarly(db);
    const search = createSearchText();
    search.set('Lesson 7');
    renderList(search);
    expect(drawnRows).toEqual([]);
    await waitFor(() => expect(drawnRows.at(-1)).toHaveLength(17));
  });
});
