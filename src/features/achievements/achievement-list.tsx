import { Stack } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';

import { AchievementCard } from './achievement-card.tsx';
import type { AchievementRow } from './achievement-row.ts';
import classes from './achievement-list.module.css';

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
}

/**
 * Up to this many cards are all rendered (the browser's find-in-page sees them); a longer list
 * renders only the cards near the screen, so a teacher with thousands opens and filters it
 * without waiting for every card.
 */
export const fullyRenderedCards = 60;

type CardProps = Omit<AchievementListProps, 'rows' | 'empty'>;

export const AchievementList = memo(function AchievementList({
  rows,
  empty,
  ...cardProps
}: AchievementListProps) {
  if (rows.length === 0) return empty;
  if (rows.length <= fullyRenderedCards) {
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <AchievementCard key={row.id} row={row} {...cardProps} />
        ))}
      </Stack>
    );
  }
  return <VirtualAchievementList rows={rows} {...cardProps} />;
});

// A card's usual height on a phone; each one is measured once rendered.
const estimatedCardHeight = 200;

function VirtualAchievementList({
  rows,
  ...cardProps
}: CardProps & { rows: readonly AchievementRow[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setListTop(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedCardHeight,
    overscan: 4,
    scrollMargin: listTop,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
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
            <AchievementCard row={row} {...cardProps} />
          </div>
        );
      })}
    </div>
  );
}
