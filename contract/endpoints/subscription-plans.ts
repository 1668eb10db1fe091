import { z } from 'zod';

import { zIdParams } from '../ids.ts';
import { zAdminPlan, zPlan, zPlanCreate, zPlanUpdate } from '../subscriptions.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Subscription plans';

/** Plans: anyone reads those on sale (the landing page too); only the super admin manages them. */
export const subscriptionPlansEndpoints = {
  listPublic: defineEndpoint({
    method: 'GET',
    path: '/subscription-plans/public',
    summary: 'The plans on sale, for the landing page',
    tag,
    anonymous: true,
    result: z.array(zPlan),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/subscription-plans',
    summary: 'The plans on sale',
    tag,
    result: z.array(zPlan),
  }),
  listAll: defineEndpoint({
    method: 'GET',
    path: '/admin/plans',
    summary: 'Every plan, retired ones included, for the super admin',
    tag,
    result: z.array(zAdminPlan),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/plans',
    summary: 'Add a plan',
    tag,
    body: zPlanCreate,
    result: zAdminPlan,
    successStatus: 201,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/admin/plans/:id',
    summary: 'Change a plan’s names, descriptions, prices or teacher limit',
    tag,
    params: zIdParams,
    body: zPlanUpdate,
    result: zAdminPlan,
  }),
  retire: defineEndpoint({
    method: 'POST',
    path: '/admin/plans/:id/retire',
    summary: 'Take a plan off sale; subscriptions to it run on',
    tag,
    params: zIdParams,
    result: zAdminPlan,
  }),
};
