import rateLimit from '@fastify/rate-limit';
import fastifyPlugin from 'fastify-plugin';

import { ApiError } from '../../http/api-error.ts';
import { databaseRateLimitStore } from './database-rate-limit-store.ts';

/**
 * Rate limits that a route asks for, counted in the database:
 * `{ config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }`. Nothing is limited by default.
 * Needs the database plugin first.
 */
export const rateLimiting = fastifyPlugin(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(app.db),
      errorResponseBuilder: (_request, context) =>
        context.ban
          ? new ApiError(403, 'common.error.forbidden')
          : new ApiError(429, 'common.error.rateLimited', {
              headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
            }),
    });
  },
  { name: 'rate-limiting', dependencies: ['database'] },
);
