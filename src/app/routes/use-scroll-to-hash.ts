import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Jumps to `target`, then again until it stays put: the landing page lays out a section
 * only when it comes near the screen (`content-visibility: auto`), so a jump changes the
 * heights above the target, and a smooth scroll would stop where the target used to be.
 */
function settleOn(target: HTMLElement, jumpsLeft = 10): void {
  target.scrollIntoView({ block: 'start' });
  const top = target.getBoundingClientRect().top;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const moved = Math.abs(target.getBoundingClientRect().top - top) > 1;
      if (moved && jumpsLeft > 0) settleOn(target, jumpsLeft - 1);
    }),
  );
}

/**
 * Scrolls to `#features` or `#pricing` once the lazily loaded page has rendered
 * the target, which may be a moment after the navigation.
 */
export function useScrollToHash(): void {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      settleOn(target);
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [hash, pathname]);
}
