/** What a window offers; a service worker and WebKit have neither. */
interface IdleScheduling {
  requestIdleCallback?: (work: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `work` once the page is idle, at most `timeoutMs` later; where there is no
 * `requestIdleCallback` (WebKit, a service worker), after 2 s. Returns what cancels it. For work
 * the first screen does not need, so it does not compete with that screen's reads and layout.
 */
export function whenIdle(work: () => void, timeoutMs = 5000): () => void {
  const scope = globalThis as IdleScheduling;
  if (!scope.requestIdleCallback || !scope.cancelIdleCallback) {
    const timer = setTimeout(work, Math.min(2000, timeoutMs));
    return () => clearTimeout(timer);
  }
  const handle = scope.requestIdleCallback(work, { timeout: timeoutMs });
  return () => scope.cancelIdleCallback?.(handle);
}
