import { useEffect, type RefObject } from 'react';

import { cssPixels } from './css-pixels.ts';

/** Marks a part of the page that stays in view itself: the sticky header, the phone's bar. */
export const staysInView = { 'data-stays-in-view': '' } as const;

/**
 * Scrolls what the keyboard focuses inside `pageRef` clear of the header, a band kept in view
 * under it and the phone's bar (the root's scroll padding, navbar.module.css). Chromium
 * scrolls a focused element only when it is outside the window, not when it is inside it but
 * under one of those: a note field half under the bar, a field under the evaluation's summary.
 */
export function useKeyboardFocusKeptClear(pageRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const page = pageRef.current;
    if (!page) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
      if (target.closest('[data-stays-in-view]')) return;
      const root = getComputedStyle(document.documentElement);
      const { top, bottom } = target.getBoundingClientRect();
      const clearTop = cssPixels(root.scrollPaddingBlockStart);
      const clearBottom = window.innerHeight - cssPixels(root.scrollPaddingBlockEnd);
      if (top < clearTop || bottom > clearBottom) target.scrollIntoView({ block: 'nearest' });
    };
    page.addEventListener('focusin', onFocusIn);
    return () => page.removeEventListener('focusin', onFocusIn);
  }, [pageRef]);
}
