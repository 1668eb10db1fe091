import { onUserScroll } from '../../lib/navigation/user-scroll-events.ts';

// How long a page coming back may take to grow tall enough for its kept scroll: its rows are
// read from the device after its first render, and a long list a page of them at a time.
const followForMs = 4_000;

/**
 * Scrolls the window back to `top`, and again each time the page grows while it is too short
 * to get there, until it does, the reader moves the page (from then on it is theirs), or
 * `followForMs` pass. Returns what stops it early (the reader leaving the page).
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
  const stopListening = onUserScroll(stop);
  function stop() {
    page.disconnect();
    window.clearTimeout(timer);
    stopListening();
  }
  return stop;
}

function reached(top: number): boolean {
  return Math.abs(window.scrollY - top) < 1;
}
