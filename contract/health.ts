import { z } from 'zod';

/** `GET /api/health`: whether the server and its database answer. */
export const zHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  databaseResponds: z.literal(true),
  version: z.string(),
});
export type Health = z.infer<typeof zHealth>;
