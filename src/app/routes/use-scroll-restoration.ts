import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

import { overlayOf } from '../../lib/navigation/use-history-overlay.ts';
import { windowScrollTop } from '../../lib/navigation/window-scroll-top.ts';

import { followScrollBack } from './follow-scroll-back.ts';

const scrollPositions = new Map<string, number>();

/**
 * A new page opens at the top; going back or forward returns to where the reader was, as the
 * page grows tall enough to get there (follow-scroll-back.ts); links to `#features` and the
 * like are left to useScrollToHash; an entry pushed by an overlay over the same page (a photo
 * viewer) leaves the page where it is beneath it.
 */
export function useScrollRestoration(): void {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const saved = scrollPositions.get(key);
    let stopFollowing: () => void = () => undefined;
    if (navigationType === 'POP' && saved !== undefined) stopFollowing = followScrollBack(saved);
    else if (navigationType !== 'POP' && !hash && !overlayOf(state)) window.scrollTo(0, 0);
    return () => {
      stopFollowing();
      // As the reader left it: by now the next page may be in the document, and the window
      // scrolled to fit it.
      scrollPositions.set(key, windowScrollTop());
    };
    // Only a new location moves the page; its hash, state and navigation type belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
