import type { FastifyRequest } from 'fastify';

import { evidenceStorageQuotas } from '../../../../contract/uploads.ts';

/**
 * The route rate limit of starting uploads, counted per user (after authentication) rather
 * than per address, so a school behind one address shares nothing but its own budget.
 */
export const uploadsPerUser = {
  max: evidenceStorageQuotas.uploadsPerHour,
  timeWindow: '1 hour',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `uploads:${request.user?.id ?? request.ip}`,
} as const;
