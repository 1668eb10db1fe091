import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per user (after authentication) rather than per address, so a
 * school behind one address shares nothing but each user's own budget. `bucket` keeps the
 * counts of different routes apart.
 */
export function perUserRateLimit(bucket: string, max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `${bucket}:${request.user?.id ?? request.ip}`,
  } as const;
}
