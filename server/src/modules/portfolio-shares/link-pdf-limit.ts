import type { FastifyInstance } from 'fastify';

import { portfolioShareLimits as limits } from '../../../../contract/portfolio-shares.ts';
import { ApiError } from '../../http/api-error.ts';
import { countAttempt } from '../../plugins/rate-limit/attempt-limits.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Counts one PDF asked of a link, whatever the address (the route limits each address too):
 * a link passed around widely cannot keep the render threads busy. 429 past the limit.
 */
export async function countLinkPdf(app: Pick<FastifyInstance, 'db'>, shareId: string) {
  const msLeft = await countAttempt(app.db, [
    {
      key: `shared-pdf-link:${shareId}`,
      limit: { max: limits.pdfsPerLinkPerHour, windowMs: hourMs },
    },
  ]);
  if (msLeft > 0) {
    throw new ApiError(429, 'common.error.rateLimited', {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(msLeft / 1000))) },
    });
  }
}
