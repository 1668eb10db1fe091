import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { rateLimitHits } from './tables.ts';

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

function routeKeyPrefix(routeOptions: unknown): string {
  const routeInfo = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(routeInfo?.method)}:${String(routeInfo?.url)}:`;
}

/**
 * A rate-limit store in the database, so every API instance behind a load balancer counts
 * the same hits (design.md 2). One upsert per request: it starts a new window when the old
 * one has ended, otherwise adds a hit, and reports what is left of the window.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #keyPrefix: string;

    constructor(_options: unknown, keyPrefix = 'global:') {
      this.#keyPrefix = keyPrefix;
    }

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      this.#increment(this.#keyPrefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, routeKeyPrefix(routeOptions));
    }

    async #increment(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
      const windowEnd = sql`now() + ${timeWindowMs} * interval '1 millisecond'`;
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
        .returning({
          hits: rateLimitHits.hits,
          ttlMs:
            sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.windowEndsAt} - now())) * 1000))`.mapWith(
              Number,
            ),
        });
      if (!row) throw new Error(`rate-limit upsert for ${key} returned no row`);
      return { current: row.hits, ttl: row.ttlMs };
    }
  };
}
