import type { Database } from '../../db/database.ts';
import { countHit, readHits } from './hit-counter.ts';

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
 * Attempt limits for things a route decides to count (failed sign-ins, reset emails), kept in
 * the shared `rate_limit_hits` table. Returns how long until every counter allows another
 * attempt: 0 when all are under their limit now.
 */
export async function msUntilAllowed(
  db: Database,
  counters: readonly LimitedCounter[],
): Promise<number> {
  const counts = await Promise.all(counters.map((counter) => readHits(db, counter.key)));
  return Math.max(
    0,
    ...counts.map((count, index) =>
      count.hits >= (counters[index]?.limit.max ?? Infinity) ? count.msLeft : 0,
    ),
  );
}

/** Counts one attempt on every counter; returns how long the caller must wait when one is over. */
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
