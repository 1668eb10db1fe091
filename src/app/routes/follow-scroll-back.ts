// How long a page coming back may take to grow tall enough for its kept scroll: its rows are
// read from the device after its first render, and a long list a page of them at a time.
const followForMs = 4_000;

// What the reader does to move the page: from then on the page is theirs.
const readerMoves = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the window back to `top`, and again each time the page grows while it is too short
 * to get there, until it does, the reader moves the page, or `followForMs` pass. Returns what
 * stops it early (the reader leaving the page).
 */
export function followScrollBack(top: number): () => void {
  window.scrollTo(0, top);
  if (reached(top)) return () => undefined;
  const page = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (reached(top)) stop();
  });
  page.observe(document.body);
  const timer = window.setTimeout(stop, followForMs);
  for (const event of readerMoves) window.addEventListener(event, stop, { passive: true });
  function stop() {
    page.disconnect();
    window.clearTimeout(timer);
    for (const event of readerMoves) window.removeEventListener(event, stop);
  }
  return stop;
}

function reached(top: number): boolean {
  return Math.abs(window.scrollY - top) < 1;
}
