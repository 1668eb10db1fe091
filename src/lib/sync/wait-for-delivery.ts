import { liveQuery } from 'dexie';

import type { UserDb } from '../db/user-db.ts';

/**
 * Resolves true once the outbox holds no entry made in `[from, to]` (the writes of one save
 * have reached the server), or false after `timeoutMs`: then they wait on the device.
 */
export function waitForDelivery(
  db: UserDb,
  made: { from: number; to: number },
  timeoutMs: number,
): Promise<boolean> {
  return new Promise((resolve) => {
    // One read of the whole outbox: a filtered count steps through it an entry per task, and an
    // offline day queues hundreds.
    const waiting = liveQuery(
      async () =>
        (await db.outbox.toArray()).filter(
          (entry) => entry.createdAt >= made.from && entry.createdAt <= made.to,
        ).length,
    );
    let settled = false;
    const finish = (delivered: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Unsubscribed after the current callback, which may run before `subscribe` returns.
      queueMicrotask(() => subscription.unsubscribe());
      resolve(delivered);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const subscription = waiting.subscribe({
      next: (count) => {
        if (count === 0) finish(true);
      },
      error: () => finish(false),
    });
  });
}
