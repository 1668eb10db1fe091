import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { registerReplayableWrite } from '../sync-push/register-replayable-write.ts';
import { listPlansOf, readPlan } from './plan-reads.ts';
import { replayablePlanWrites, staffRoles, zIdParams } from './replayable-plan-writes.ts';

/**
 * Development plans with their goals and feedback (contract/development-plans.ts lists the
 * calls). Every change answers the whole plan with its next version; the writes are declared
 * in replayable-plan-writes.ts, where the batched push finds them too.
 */
export const developmentPlanRoutes: ApiModule = async (app) => {
  const staff = { auth: { roles: staffRoles } } as const;

  app.get('/development-plans', { config: staff }, async (request) =>
    success(await listPlansOf(app, request.user, request.user.id)),
  );

  app.get(
    '/users/:id/development-plans',
    { config: staff, schema: { params: zIdParams } },
    async (request) => success(await listPlansOf(app, request.user, request.params.id)),
  );

  app.get(
    '/development-plans/:id',
    { config: staff, schema: { params: zIdParams } },
    async (request) => success(await readPlan(app, request.user, request.params.id)),
  );

  for (const write of replayablePlanWrites) registerReplayableWrite(app, write);
};
