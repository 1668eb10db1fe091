import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { Database } from '../../db/database.ts';
import { countHit } from './hit-counter.ts';

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

function routeKeyPrefix(routeOptions: unknown): string {
  const routeInfo = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(routeInfo?.method)}:${String(routeInfo?.url)}:`;
}

/**
 * A rate-limit store in the database, so every API instance behind a load balancer counts
 * the same hits (docs/constants.md, "Rate limits"): one upsert per request.
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
      const { hits, msLeft } = await countHit(db, key, timeWindowMs);
      return { current: hits, ttl: msLeft };
    }
  };
}
