import { developmentPlanEndpoints as plans } from '../../../../contract/endpoints/development-plans.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { registerReplayableWrite } from '../replayable-writes/access.ts';
import { listPlansOf, readPlan } from './plan-reads.ts';
import { staffRoles } from '../../../../contract/constants.ts';
import { replayablePlanWrites } from './replayable-plan-writes.ts';

/**
 * Development plans with their goals and feedback (contract/endpoints/development-plans.ts
 * declares the calls). Every change answers the whole plan with its next version; the writes
 * are registered from replayable-plan-writes.ts, where the batched push finds them too.
 */
export const developmentPlanRoutes: ApiModule = async (app) => {
  const staff = { config: { auth: { roles: staffRoles } } } as const;

  declaredRoute(app, plans.listMine, staff, async (request) =>
    success(await listPlansOf(app, request.user, request.user.id)),
  );

  declaredRoute(app, plans.listOfUser, staff, async (request) =>
    success(await listPlansOf(app, request.user, request.params.id)),
  );

  declaredRoute(app, plans.read, staff, async (request) =>
    success(await readPlan(app, request.user, request.params.id)),
  );

  for (const write of replayablePlanWrites) registerReplayableWrite(app, write);
};
