import { Stack } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { windowScrollTop } from '../../lib/navigation/window-scroll-top.ts';

import { AchievementCard, achievementCardId } from './achievement-card.tsx';
import type { AchievementRow } from './achievement-row.ts';
import classes from './achievement-list.module.css';
import { keepCardHeights, keptCardHeight } from './kept-card-heights.ts';
import { useListPlace } from './use-list-place.ts';
import { useUserScrolledSince } from './use-user-scrolled-since.ts';

export interface AchievementListProps {
  rows: readonly AchievementRow[];
  criteriaById: ReadonlyMap<string, Criterion>;
  onEdit?: (row: AchievementRow) => void;
  onDelete?: (row: AchievementRow) => void;
  showSyncState?: boolean;
  reviewerView?: boolean;
  reviewActions?: (row: AchievementRow) => ReactNode;
  /** Shown instead of the list when it has no rows. */
  empty: ReactNode;
  /** An achievement to scroll to and outline (a notification opened it). */
  highlightedId?: string | null;
  /** More rows follow `rows`: `onNearEnd` is called when the list is scrolled near its end. */
  hasMore?: boolean;
  /**
   * The rows are a filtered part of a longer list: drawn virtual however few they are, so that
   * a keystroke in the search draws the cards in view rather than up to `fullyRenderedCards`.
   */
  keepVirtual?: boolean;
  onNearEnd?: () => void;
}

/**
 * Up to this many cards are all rendered (the browser's find-in-page sees them); a longer list
 * renders only the cards near the screen, so a teacher with thousands opens and filters it
 * without waiting for every card.
 */
export const fullyRenderedCards = 60;

type CardProps = Omit<
  AchievementListProps,
  'rows' | 'empty' | 'highlightedId' | 'hasMore' | 'onNearEnd' | 'keepVirtual'
>;

export const AchievementList = memo(function AchievementList({
  rows,
  empty,
  highlightedId = null,
  hasMore = false,
  onNearEnd,
  keepVirtual = false,
  ...cardProps
}: AchievementListProps) {
  if (rows.length === 0) return empty;
  if (rows.length <= fullyRenderedCards && !hasMore && !keepVirtual) {
    return <FullAchievementList rows={rows} highlightedId={highlightedId} {...cardProps} />;
  }
  return (
    <VirtualAchievementList
      rows={rows}
      highlightedId={highlightedId}
      onNearEnd={hasMore ? onNearEnd : undefined}
      {...cardProps}
    />
  );
});

type ListProps = CardProps & { rows: readonly AchievementRow[]; highlightedId: string | null };

function FullAchievementList({ rows, highlightedId, ...cardProps }: ListProps) {
  const present = rows.some((row) => row.id === highlightedId);
  // Again when the list around it changes (a filter just set or cleared), so it lands in the
  // final layout.
  const shown = rows.length;
  useEffect(() => {
    if (!highlightedId || !present) return;
    document
      .getElementById(achievementCardId(highlightedId))
      ?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [highlightedId, present, shown]);
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <AchievementCard
          key={row.id}
          row={row}
          highlighted={row.id === highlightedId}
          {...cardProps}
        />
      ))}
    </Stack>
  );
}

// A card's usual height on a phone; each one is measured once rendered.
const estimatedCardHeight = 200;

/**
 * The window as the list's first render sees it, read without laying out the page mid-render:
 * its size, and its scroll as the last scroll event left it (window-scroll-top.ts).
 */
function windowNow() {
  return {
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    initialOffset: windowScrollTop(),
  };
}

// How close to the last row read the list asks for more.
const rowsBeforeEnd = 10;

function VirtualAchievementList({
  rows,
  highlightedId,
  onNearEnd,
  ...cardProps
}: ListProps & { onNearEnd?: (() => void) | undefined }) {
  const listRef = useRef<HTMLDivElement>(null);
  const { top: listTop, clearance } = useListPlace(listRef);
  const [firstWindow] = useState(windowNow);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => {
      const row = rows[index];
      return (row && keptCardHeight(row.id)) ?? estimatedCardHeight;
    },
    // The cards in view drawn in the list's first commit: without the window's size the
    // virtualizer draws almost none, measures the window after the commit and draws them in
    // a second pass, each with its own forced layout (docs/achievements-at-scale.md).
    ...firstWindow,
    overscan: 4,
    scrollMargin: listTop,
    scrollPaddingStart: clearance,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  useEffect(() => () => keepCardHeights(virtualizer.itemSizeCache), [virtualizer]);
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? 0;
  const nearEnd = lastShown >= rows.length - rowsBeforeEnd;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd, rows.length]);
  const highlightedIndex = rows.findIndex((row) => row.id === highlightedId);
  const userScrolled = useUserScrolledSince(highlightedId);
  // Again whenever the list moves (what is above it settles), until the user scrolls.
  useEffect(() => {
    if (highlightedIndex >= 0 && !userScrolled.current) {
      virtualizer.scrollToIndex(highlightedIndex, { align: 'start' });
    }
  }, [highlightedIndex, virtualizer, listTop, clearance, userScrolled]);
  return (
    <div
      ref={listRef}
      className={classes.virtualList}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={classes.virtualItem}
            style={{ transform: `translateY(${item.start - listTop}px)` }}
          >
            <AchievementCard row={row} highlighted={row.id === highlightedId} {...cardProps} />
          </div>
        );
      })}
    </div>
  );
}
