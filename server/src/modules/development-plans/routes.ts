import { z } from 'zod';

import {
  zDevelopmentPlanCreate,
  zDevelopmentPlanUpdate,
  zGoalCreate,
  zGoalOrder,
  zGoalUpdate,
  zReview,
  zSelfEvaluation,
  zVersionOnly,
} from '../../../../contract/development-plans.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { saveReview, saveSelfEvaluation } from './feedback-writes.ts';
import { createGoal, deleteGoal, reorderGoals, updateGoal } from './goal-writes.ts';
import { listPlansOf, readPlan } from './plan-reads.ts';
import { createPlan, deletePlan, movePlan, updatePlan } from './plan-writes.ts';

const zUuid = z.uuid({ error: 'validation.error.invalidRequestFormat' });
const zIdParams = z.object({ id: zUuid });
const zGoalParams = z.object({ id: zUuid, goalId: zUuid });

/**
 * Development plans with their goals and feedback (contract/development-plans.ts lists the
 * calls). Every change answers the whole plan with its next version; the offline outbox
 * replays these calls with an Idempotency-Key.
 */
export const developmentPlanRoutes: ApiModule = async (app) => {
  const staff = { auth: { roles: ['agent', 'org_admin', 'super_admin'] } } as const;

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

  app.post(
    '/development-plans',
    { config: staff, schema: { body: zDevelopmentPlanCreate } },
    async (request, reply) =>
      reply.code(201).send(success(await createPlan(app, request.user, request.body))),
  );

  app.put(
    '/development-plans/:id',
    { config: staff, schema: { params: zIdParams, body: zDevelopmentPlanUpdate } },
    async (request) =>
      success(await updatePlan(app, request.user, request.params.id, request.body)),
  );

  app.delete(
    '/development-plans/:id',
    { config: staff, schema: { params: zIdParams, body: zVersionOnly } },
    async (request) =>
      success(await deletePlan(app, request.user, request.params.id, request.body.version)),
  );

  for (const [action, status] of [
    ['activate', 'active'],
    ['complete', 'completed'],
  ] as const) {
    app.post(
      `/development-plans/:id/${action}`,
      { config: staff, schema: { params: zIdParams, body: zVersionOnly } },
      async (request) =>
        success(await movePlan(app, request.user, request.params.id, request.body.version, status)),
    );
  }

  app.post(
    '/development-plans/:id/goals',
    { config: staff, schema: { params: zIdParams, body: zGoalCreate } },
    async (request, reply) =>
      reply
        .code(201)
        .send(success(await createGoal(app, request.user, request.params.id, request.body))),
  );

  app.put(
    '/development-plans/:id/goals/order',
    { config: staff, schema: { params: zIdParams, body: zGoalOrder } },
    async (request) =>
      success(await reorderGoals(app, request.user, request.params.id, request.body)),
  );

  app.put(
    '/development-plans/:id/goals/:goalId',
    { config: staff, schema: { params: zGoalParams, body: zGoalUpdate } },
    async (request) =>
      success(
        await updateGoal(app, request.user, request.params.id, request.params.goalId, request.body),
      ),
  );

  app.delete(
    '/development-plans/:id/goals/:goalId',
    { config: staff, schema: { params: zGoalParams, body: zVersionOnly } },
    async (request) =>
      success(
        await deleteGoal(
          app,
          request.user,
          request.params.id,
          request.params.goalId,
          request.body.version,
        ),
      ),
  );

  app.put(
    '/development-plans/:id/self-evaluation',
    { config: staff, schema: { params: zIdParams, body: zSelfEvaluation } },
    async (request) =>
      success(await saveSelfEvaluation(app, request.user, request.params.id, request.body)),
  );

  app.put(
    '/development-plans/:id/review',
    { config: staff, schema: { params: zIdParams, body: zReview } },
    async (request) =>
      success(await saveReview(app, request.user, request.params.id, request.body)),
  );
};
