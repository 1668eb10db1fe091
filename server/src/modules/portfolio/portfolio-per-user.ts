import type { FastifyRequest } from 'fastify';

import { portfolioLimits } from '../../../../contract/portfolio.ts';

/** The rate limit of making portfolios, per signed-in user, as uploads are counted. */
export const portfoliosPerUser = {
  max: portfolioLimits.perUserPerHour,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `portfolios:${request.user?.id ?? request.ip}`,
} as const;
