// The cards' heights an earlier list measured, by achievement id, at the window's width then.
const heights = new Map<unknown, number>();
let measuredAtWidth = 0;

/**
 * Keeps what a list leaving the screen measured, so the same list drawn again (the reader back
 * from another page) lays its cards out as they were, and the window's kept scroll lands on the
 * same card rather than one placed by estimates (use-scroll-restoration.ts).
 */
export function keepCardHeights(measured: ReadonlyMap<unknown, number>): void {
  if (window.innerWidth !== measuredAtWidth) {
    heights.clear();
    measuredAtWidth = window.innerWidth;
  }
  // A card measured with no height was not laid out (a page hidden), which says nothing.
  for (const [key, height] of measured) if (height > 0) heights.set(key, height);
}

/** A card's height as last measured at this width, if it was. */
export function keptCardHeight(key: string): number | undefined {
  return window.innerWidth === measuredAtWidth ? heights.get(key) : undefined;
}
