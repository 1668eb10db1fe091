import { useEffect, useState } from 'react';

/**
 * Whether the moment (ISO 8601) is still ahead, turning false when it passes while the screen
 * stays open; null is never ahead.
 */
export function useIsBefore(moment: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const deadline = moment === null ? null : Date.parse(moment);
  useEffect(() => {
    if (deadline === null) return;
    // A timer is capped at about 24.8 days; a later deadline is checked again then.
    const wait = Math.min(Math.max(deadline - Date.now(), 0) + 1000, 2 ** 31 - 1);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [deadline, now]);
  return deadline !== null && now <= deadline;
}
