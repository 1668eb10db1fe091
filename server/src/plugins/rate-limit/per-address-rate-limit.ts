import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per client address, for routes without a session (a shared
 * link); `bucket` keeps the counts of different routes apart.
 */
export function perAddressRateLimit(bucket: string, max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${bucket}:${request.ip}`,
  } as const;
}
