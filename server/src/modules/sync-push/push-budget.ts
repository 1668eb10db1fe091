import { sql } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { rateLimitHits } from '../../db/tables/rate-limit-hits.ts';

/**
 * How many mutations one user may push in a window. Each mutation counts, not each batch, so
 * a batch of 100 costs what 100 calls of the writes' own routes cost and sending writes in
 * batches buys an attacker nothing. A device catching up after days offline sends a few
 * hundred; past the budget the whole batch waits, with Retry-After, and nothing is applied.
 */
export const pushBudget = { maxMutations: 1_000, windowMs: 60_000 } as const;

/**
 * Adds `mutations` hits to the user's counter in the rate limits' shared table, in one upsert
 * that starts a new window when the old one has ended (as `countHit` does one hit at a time).
 * Throws 429 with Retry-After when the batch takes the user over the budget.
 */
export async function spendPushBudget(
  db: Database,
  userId: string,
  mutations: number,
): Promise<void> {
  const windowHasEnded = sql`${rateLimitHits.windowEndsAt} <= now()`;
  const [counter] = await db
    .insert(rateLimitHits)
    .values({
      key: `sync-push:${userId}`,
      hits: mutations,
      windowEndsAt: sql`now() + ${pushBudget.windowMs} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${windowHasEnded} then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
        windowEndsAt: sql`case when ${windowHasEnded} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      msLeft:
        sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowEndsAt} - now())) * 1000))`.mapWith(
          Number,
        ),
    });
  if (!counter || counter.hits <= pushBudget.maxMutations) return;
  throw new ApiError(429, 'common.error.rateLimited', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(counter.msLeft / 1000))) },
  });
}
