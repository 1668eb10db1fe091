import { useEffect, useRef, type RefObject } from 'react';

import { onUserScroll } from '../../lib/navigation/user-scroll-events.ts';

/**
 * Whether the user has scrolled (or touched, clicked, typed) since `since` last changed: a
 * list re-aligns a card it scrolled to while its layout settles, and stops once the page is
 * the user's.
 */
export function useUserScrolledSince(since: unknown): RefObject<boolean> {
  const scrolled = useRef(false);
  useEffect(() => {
    scrolled.current = false;
    return onUserScroll(() => {
      scrolled.current = true;
    });
  }, [since]);
  return scrolled;
}
