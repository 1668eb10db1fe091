import type { Database } from '../../db/database.ts';
import { countHit } from './hit-counter.ts';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** A counter and the most attempts it may hold in its window, e.g. failed sign-ins per IP. */
export interface LimitedCounter {
  key: string;
  limit: AttemptLimit;
}

/**
 * Counts one attempt on every counter of something a route limits (sign-in attempts, reset
 * emails), in the shared `rate_limit_hits` table; returns how long the caller must wait when
 * one is over its limit, 0 when all are within. Count before doing the work: each upsert is
 * atomic, so attempts sent at once are each told the truth.
 */
export async function countAttempt(
  db: Database,
  counters: readonly LimitedCounter[],
): Promise<number> {
  const counts = await Promise.all(
    counters.map((counter) => countHit(db, counter.key, counter.limit.windowMs)),
  );
  return Math.max(
    0,
    ...counts.map((count, index) =>
      count.hits > (counters[index]?.limit.max ?? Infinity) ? count.msLeft : 0,
    ),
  );
}
