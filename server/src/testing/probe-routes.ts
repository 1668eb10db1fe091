import { z } from 'zod';

import { roles } from '../../../contract/constants.ts';
import type { ApiModule } from '../http/api-module.ts';
import { success } from '../http/envelope.ts';

export const zProbeInput = z.object({
  fullName: z.string().min(3).max(20),
  email: z.email(),
  role: z.enum(roles),
  age: z.number().int().min(18),
  goals: z.array(z.object({ targetMetric: z.string() })).min(1),
});

/**
 * Routes that exist only in tests, to drive the infrastructure plugins the way a real module
 * would: a validated echo, a query echo, a crash and a rate-limited ping.
 */
export const probeRoutes: ApiModule = async (app) => {
  app.post('/probe/echo', { schema: { body: zProbeInput } }, async (request) =>
    success({ receivedKeys: Object.keys(request.body), received: request.body }),
  );

  app.get(
    '/probe/query',
    { schema: { querystring: z.object({ pageSize: z.coerce.number().int().min(1) }) } },
    async (request) => success({ pageSize: request.query.pageSize }),
  );

  app.get('/probe/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.1.2.3:5432 password=hunter2');
  });

  app.get(
    '/probe/limited',
    { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
    async () => success({ pong: true }),
  );
};
