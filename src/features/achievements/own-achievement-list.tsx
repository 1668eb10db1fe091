import { Loader } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

import type { Criterion } from '../../../contract/achievements.ts';

import type { AchievementFilters } from './achievement-filters.ts';
import { AchievementList } from './achievement-list.tsx';
import { AchievementListEmpty } from './achievement-list-empty.tsx';
import type { AchievementRow } from './achievement-row.ts';
import {
  achievementsFirstPage,
  achievementsNextPage,
  useListedAchievements,
} from './use-listed-achievements.ts';
import { useListedFilters, type SearchText } from './use-achievement-filter-state.ts';

export interface OwnAchievementListProps {
  /** The filters but the search. */
  filters: AchievementFilters;
  /** The search's text, read here so a keystroke re-renders the list alone. */
  search: SearchText;
  /** A notification's achievement (`?open=<id>`), scrolled to and outlined. */
  openedId: string | null;
  /** The user has achievements (an empty list then means the filters left none). */
  hasAny: boolean;
  criteriaById: ReadonlyMap<string, Criterion>;
  onEdit: (row: AchievementRow) => void;
  onDelete: (row: AchievementRow) => void;
  onClearFilters: () => void;
  onAdd: () => void;
  /** Called once, when the first rows (or the empty state) are committed. */
  onFirstRowsShown: () => void;
}

/** How many rows the list had read on each page of the tab's history, by its location key. */
const readLimits = new Map<string, number>();

/**
 * The owner's list, a page read at a time (use-listed-achievements.ts). Its own component, so
 * rows arriving re-render the list alone, not the screen around it.
 */
export const OwnAchievementList = memo(function OwnAchievementList({
  filters: filtersButSearch,
  search,
  openedId,
  hasAny,
  onClearFilters,
  onAdd,
  onFirstRowsShown,
  ...listProps
}: OwnAchievementListProps) {
  const filters = useListedFilters(filtersButSearch, search);
  // How many rows the list reads: a first page, and more each time it nears its end; as many as
  // it had read when the reader comes back to this page, so the kept scroll finds its rows.
  const { key: entry } = useLocation();
  const [limit, setLimit] = useState(() => readLimits.get(entry) ?? achievementsFirstPage);
  useEffect(() => {
    readLimits.set(entry, limit);
  }, [entry, limit]);
  const [limitFor, setLimitFor] = useState(filters);
  if (limitFor !== filters) {
    setLimitFor(filters);
    setLimit(achievementsFirstPage);
  }
  const listed = useListedAchievements(filters, limit, openedId);
  // The screen's work that can wait (the filters' code, the printable copy) waits for the first
  // rows, so it does not read and render beside them on a slow phone.
  const read = listed !== undefined;
  useEffect(() => {
    if (read) onFirstRowsShown();
  }, [read, onFirstRowsShown]);
  const hasMore = listed?.hasMore ?? false;
  const shown = listed?.rows.length ?? 0;
  const loadMore = useCallback(() => {
    if (hasMore) setLimit((current) => Math.max(current, shown) + achievementsNextPage);
  }, [hasMore, shown]);
  // Kept from one render to the next: a keystroke whose rows are still being read leaves the
  // list as it is rather than drawing it again with the same rows.
  const empty = useMemo(
    () => <AchievementListEmpty filtered={hasAny} onClearFilters={onClearFilters} onAdd={onAdd} />,
    [hasAny, onClearFilters, onAdd],
  );
  if (listed === undefined) return <Loader />;
  return (
    <AchievementList
      rows={listed.rows}
      hasMore={hasMore}
      onNearEnd={loadMore}
      highlightedId={openedId}
      empty={empty}
      {...listProps}
    />
  );
});
