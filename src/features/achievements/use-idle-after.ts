import { useEffect, useState } from 'react';

import { whenIdle } from '../../lib/scheduling/when-idle.ts';

/**
 * False until `ready` has become true and the page has then been idle (at most 5 s later;
 * 2 s where the browser has no `requestIdleCallback`), then true for good: work the first
 * screen does not need waits for it.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  return idle;
}
