import { z } from 'zod';

/** `GET /api/health`, liveness: the process answers. It never waits on the database. */
export const zHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof zHealth>;

export const readinessComponentStatuses = ['ok', 'failing'] as const;

/**
 * `GET /api/health/ready`, readiness: whether this instance should get traffic. 200 when every
 * component it depends on answers and it is not shutting down; 503 (with this as the failure's
 * `result`) otherwise.
 */
export const zReadiness = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  /** Each component by name (`database`, `redis`, ...). */
  components: z.record(z.string(), z.enum(readinessComponentStatuses)),
});
export type Readiness = z.infer<typeof zReadiness>;
