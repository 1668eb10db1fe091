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
 * How far the window was scrolled at its last scroll event: where the reader left a page
 * (use-scroll-restoration.ts keeps it), and where a virtual list drawn now starts, since a new
 * page scrolled to its top, or back to where the reader was, fires one before it is painted.
 */
export function windowScrollTop(): number {
  return lastScrollTop;
}
