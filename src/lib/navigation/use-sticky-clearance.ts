import { useEffect, type RefObject } from 'react';

// Read by the root's scroll padding (navbar.module.css).
const clearanceProperty = '--app-sticky-clearance';

/**
 * Adds the height of a band kept in view under the header (the evaluation's summary) to the
 * room the browser leaves above what it scrolls into view, so the keyboard's focus never lands
 * under the band. One band at a time: the screen that draws it.
 */
export function useStickyClearance(bandRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const band = bandRef.current;
    if (!band) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? band.offsetHeight;
      root.style.setProperty(clearanceProperty, `${height}px`);
    });
    observer.observe(band);
    return () => {
      observer.disconnect();
      root.style.removeProperty(clearanceProperty);
    };
  }, [bandRef]);
}
