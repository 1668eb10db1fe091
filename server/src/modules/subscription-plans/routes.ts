import { z } from 'zod';

import { zPlanCreate, zPlanUpdate } from '../../../../contract/subscriptions.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import {
  createPlan,
  listAllPlans,
  listPlansOnSale,
  retirePlan,
  updatePlan,
} from './plan-service.ts';

const zIdParams = z.object({ id: z.uuid({ error: 'validation.error.invalidRequestFormat' }) });

/** Plans: anyone reads those on sale (the landing page too); only the super admin manages them. */
export const subscriptionPlanRoutes: ApiModule = async (app) => {
  const superAdmin = { auth: { roles: ['super_admin'] } } as const;

  app.get('/subscription-plans/public', async () => success(await listPlansOnSale(app.db)));

  app.get('/subscription-plans', { config: { auth: true } }, async () =>
    success(await listPlansOnSale(app.db)),
  );

  app.get('/admin/plans', { config: superAdmin }, async () => success(await listAllPlans(app.db)));

  app.post(
    '/admin/plans',
    { config: superAdmin, schema: { body: zPlanCreate } },
    async (request, reply) =>
      reply.code(201).send(success(await createPlan(app.db, request.body, app.clock.now()))),
  );

  app.patch(
    '/admin/plans/:id',
    { config: superAdmin, schema: { params: zIdParams, body: zPlanUpdate } },
    async (request) =>
      success(await updatePlan(app.db, request.params.id, request.body, app.clock.now())),
  );

  app.post(
    '/admin/plans/:id/retire',
    { config: superAdmin, schema: { params: zIdParams } },
    async (request) => success(await retirePlan(app.db, request.params.id, app.clock.now())),
  );
};
