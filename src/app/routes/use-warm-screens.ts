import { useEffect } from 'react';

import { preloadScreenFor } from './route-screens.tsx';

/** How long after the current screen is drawn before the warm-up starts. */
const settleMs = 1000;

function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 500);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: 10_000 });
  return () => cancelIdleCallback(handle);
}

/**
 * Loads the screens of `paths` (the navigation's main destinations) once the current screen
 * has settled, one per idle moment, so a tab opened later draws without first loading its
 * code and words: on a slow phone that loading was most of the wait
 * (docs/achievements-at-scale.md, "Opening a tab"). A screen already loaded costs nothing;
 * one that fails to load (offline with an old cache) loads again when opened.
 */
export function useWarmScreens(paths: readonly string[]): void {
  const key = paths.join('\n');
  useEffect(() => {
    const pending = key.split('\n').filter(Boolean);
    let cancel = () => {};
    const next = () => {
      const path = pending.shift();
      if (path === undefined) return;
      cancel = whenIdle(() => {
        preloadScreenFor(path).then(next, next);
      });
    };
    const timer = setTimeout(next, settleMs);
    return () => {
      clearTimeout(timer);
      pending.length = 0;
      cancel();
    };
  }, [key]);
}
