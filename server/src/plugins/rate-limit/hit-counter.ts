import { and, eq, gt, sql } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { rateLimitHits } from '../../db/tables/rate-limit-hits.ts';

export interface HitCount {
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  msLeft: number;
}

const msLeftInWindow = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowEndsAt} - now())) * 1000))`;

/**
 * Adds a hit to `key` and returns the count in the current window. One upsert: it starts a
 * new window when the old one has ended, otherwise adds a hit. Windows run on the database's
 * clock, which every API instance shares.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<HitCount> {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const windowHasEnded = sql`${rateLimitHits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${windowHasEnded} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowHasEnded} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, msLeft: msLeftInWindow.mapWith(Number) });
  if (!row) throw new Error(`rate-limit upsert for ${key} returned no row`);
  return row;
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Takes back one hit of `key` in its current window, e.g. an attempt that turned out fine. */
export async function releaseHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowEndsAt, sql`now()`)));
}

export async function clearHitsStartingWith(db: Database, prefix: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(eq(sql`left(${rateLimitHits.key}, ${prefix.length})`, prefix));
}
