export const replayLockName = 'shawahid-outbox-replay';

export type LockedRun<T> = { acquired: true; value: T } | { acquired: false };

const heldInThisContext = new Set<string>();

/**
 * Runs `work` unless another replay holds the lock, in this tab, another tab or the
 * service worker; then answers at once without waiting. Where Web Locks are missing
 * (jsdom, very old browsers) only this context is guarded, by a flag.
 */
export async function withReplayLock<T>(
  work: () => Promise<T>,
  locks: LockManager | null | undefined = globalThis.navigator?.locks,
  name: string = replayLockName,
): Promise<LockedRun<T>> {
  if (locks) {
    return locks.request(name, { ifAvailable: true }, async (lock): Promise<LockedRun<T>> =>
      lock ? { acquired: true, value: await work() } : { acquired: false },
    );
  }
  if (heldInThisContext.has(name)) return { acquired: false };
  heldInThisContext.add(name);
  try {
    return { acquired: true, value: await work() };
  } finally {
    heldInThisContext.delete(name);
  }
}
