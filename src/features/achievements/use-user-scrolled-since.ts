import { useEffect, useRef, type RefObject } from 'react';

import { userScrollEvents } from '../../lib/navigation/user-scroll-events.ts';

/**
 * Whether the user has scrolled (or touched, clicked, typed) since `since` last changed: a
 * list re-aligns a card it scrolled to while its layout settles, and stops once the page is
 * the user's.
 */
export function useUserScrolledSince(since: unknown): RefObject<boolean> {
  const scrolled = useRef(false);
  useEffect(() => {
    scrolled.current = false;
    const mark = () => {
      scrolled.current = true;
    };
    for (const type of userScrollEvents) {
      window.addEventListener(type, mark, { passive: true, capture: true });
    }
    return () => {
      for (const type of userScrollEvents) {
        window.removeEventListener(type, mark, { capture: true });
      }
    };
  }, [since]);
  return scrolled;
}
