import { z } from 'zod';

import type { ApiModule } from '../http/api-module.ts';
import { success } from '../http/envelope.ts';

/**
 * Routes that exist only in tests, to drive the auth and idempotency plugins the way a real
 * module would: who am I, a role-restricted route, and writes that count their executions.
 */
export const authProbeRoutes: ApiModule = async (app) => {
  let executions = 0;

  app.get('/probe/me', { config: { auth: true } }, async (request) =>
    success({ id: request.user.id, role: request.user.role }),
  );

  app.get('/probe/super-admin-only', { config: { auth: { roles: ['super_admin'] } } }, async () =>
    success({ ok: true }),
  );

  app.get('/probe/user-without-auth', async (request) => success({ id: request.user.id }));

  app.post(
    '/probe/executions',
    { config: { auth: true }, schema: { body: z.object({ label: z.string().min(1) }) } },
    async (request, reply) => {
      executions += 1;
      return reply.code(201).send(success({ execution: executions, label: request.body.label }));
    },
  );

  app.patch('/probe/executions', { config: { auth: true } }, async () => {
    executions += 1;
    return success({ execution: executions });
  });

  app.post('/probe/slow-executions', { config: { auth: true } }, async () => {
    executions += 1;
    const execution = executions;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return success({ execution });
  });

  app.post('/probe/failing-executions', { config: { auth: true } }, async () => {
    executions += 1;
    throw new Error(`execution ${executions} failed`);
  });

  app.post('/probe/anonymous-executions', async () => {
    executions += 1;
    return success({ execution: executions });
  });
};
