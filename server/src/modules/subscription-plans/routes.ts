import { subscriptionPlansEndpoints } from '../../../../contract/endpoints/subscription-plans.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import {
  createPlan,
  listAllPlans,
  listPlansOnSale,
  retirePlan,
  updatePlan,
} from './plan-service.ts';

/** Plans: anyone reads those on sale (the landing page too); only the super admin manages them. */
export const subscriptionPlanRoutes: ApiModule = async (app) => {
  const superAdmin = { config: { auth: { roles: ['super_admin'] } } } as const;

  declaredRoute(app, subscriptionPlansEndpoints.listPublic, {}, async () =>
    success(await listPlansOnSale(app.db)),
  );

  declaredRoute(app, subscriptionPlansEndpoints.list, { config: { auth: true } }, async () =>
    success(await listPlansOnSale(app.db)),
  );

  declaredRoute(app, subscriptionPlansEndpoints.listAll, superAdmin, async () =>
    success(await listAllPlans(app.db)),
  );

  declaredRoute(app, subscriptionPlansEndpoints.create, superAdmin, async (request) =>
    success(await createPlan(app.db, request.body, app.clock.now())),
  );

  declaredRoute(app, subscriptionPlansEndpoints.update, superAdmin, async (request) =>
    success(await updatePlan(app.db, request.params.id, request.body, app.clock.now())),
  );

  declaredRoute(app, subscriptionPlansEndpoints.retire, superAdmin, async (request) =>
    success(await retirePlan(app.db, request.params.id, app.clock.now())),
  );
};
