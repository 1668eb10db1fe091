import { useLayoutEffect, useState, type RefObject } from 'react';

import { cssPixels } from '../../lib/navigation/css-pixels.ts';

/** Where a window-scrolled list sits: what its virtualizer needs to scroll to a card. */
export interface ListPlace {
  /** The list's top from the top of the document. */
  top: number;
  /**
   * How far below the window's top a card scrolled to should stop: the sticky header's room
   * (the root's `scroll-padding-block-start`, navbar.module.css) and the card's own
   * `scroll-margin-block-start` (achievement-card.module.css), as the browser would.
   */
  clearance: number;
}

const nowhere: ListPlace = { top: 0, clearance: 0 };

function placeOf(list: HTMLElement): ListPlace {
  const card = list.querySelector('[data-index] > *');
  return {
    top: list.getBoundingClientRect().top + window.scrollY,
    clearance:
      cssPixels(getComputedStyle(document.documentElement).scrollPaddingBlockStart) +
      (card ? cssPixels(getComputedStyle(card).scrollMarginBlockStart) : 0),
  };
}

/**
 * The list's place, kept current: what sits above it (the first pull's progress, the coverage
 * panel's counts, a notice) can grow or go after the list is drawn, and a stale top would put
 * a card scrolled to behind the header or far below it.
 */
export function useListPlace(listRef: RefObject<HTMLElement | null>): ListPlace {
  const [place, setPlace] = useState(nowhere);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const next = placeOf(list);
      setPlace((current) =>
        current.top === next.top && current.clearance === next.clearance ? current : next,
      );
    };
    measure();
    // What moves the list changes the size of the page around it.
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef]);
  return place;
}
