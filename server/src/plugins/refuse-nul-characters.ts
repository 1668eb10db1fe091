import fastifyPlugin from 'fastify-plugin';

import { ApiError } from '../http/api-error.ts';
import { isApiPath } from '../http/is-api-path.ts';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a JSON body or query string
 * would fail deep in a query as a 500. No real input carries one: refuse it up front.
 */
export const refuseNulCharacters = fastifyPlugin(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!isApiPath(request.url)) return;
      if (holdsNul(request.body) || holdsNul(request.query)) {
        throw new ApiError(400, 'validation.error.invalidRequestFormat');
      }
    });
  },
  { name: 'refuse-nul-characters' },
);
