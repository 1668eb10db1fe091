// Read in a scroll event, where the page's layout is already current; a list drawn later reads
// the figure kept here rather than `scrollY`, which would lay out a page in mid-render. Until the
// first event the window is at its top: the app opens there.
let lastScrollTop = 0;

if (typeof window !== 'undefined') {
  window.addEventListener(
    'scroll',
    () => {
      lastScrollTop = window.scrollY;
    },
    { passive: true },
  );
}

/**
 * How far the window was scrolled at its last scroll event. A new page that scrolls to its
 * top, or back to where the reader left it, fires one before it is painted
 * (use-scroll-restoration.ts), and a virtual list reads that instead.
 */
export function windowScrollTop(): number {
  return lastScrollTop;
}
