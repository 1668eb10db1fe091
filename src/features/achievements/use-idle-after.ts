import { useEffect, useState } from 'react';

/**
 * False until `ready` has become true and the page has then been idle (at most 5 s later;
 * 2 s where the browser has no `requestIdleCallback`), then true for good: work the first
 * screen does not need waits for it.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, [ready, idle]);
  return idle;
}
