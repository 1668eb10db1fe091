import type { FastifyPluginAsync, RawServerDefault } from 'fastify';

import type { ZodTypeProvider } from './zod-type-provider.ts';

/**
 * A domain module: a Fastify plugin registered under `/api` whose routes take zod schemas.
 * Its paths are relative to `/api`, e.g. `app.get('/health', ...)` answers `GET /api/health`.
 */
export type ApiModule = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;
