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
import { replayableWrite, type ReplayableWrite } from '../sync-push/replayable-write.ts';
import { saveReview, saveSelfEvaluation } from './feedback-writes.ts';
import { createGoal, deleteGoal, reorderGoals, updateGoal } from './goal-writes.ts';
import { createPlan, deletePlan, movePlan, updatePlan } from './plan-writes.ts';

/** Who works with development plans: the staff roles. */
export const staffRoles = ['agent', 'org_admin', 'super_admin'] as const;
const zUuid = z.uuid({ error: 'validation.error.invalidRequestFormat' });
export const zIdParams = z.object({ id: zUuid });
const zGoalParams = z.object({ id: zUuid, goalId: zUuid });

const planStatusOf = { activate: 'active', complete: 'completed' } as const;

function movePlanWrite(action: keyof typeof planStatusOf) {
  return replayableWrite({
    method: 'POST',
    path: `/development-plans/:id/${action}`,
    params: zIdParams,
    body: zVersionOnly,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) =>
      movePlan(app, caller, params.id, body.version, planStatusOf[action]),
  });
}

/**
 * Plan, goal and feedback writes; every one answers the whole plan with its next version. The
 * offline outbox replays them, one by one or through the batched push, with an Idempotency-Key.
 * Creating a plan checks the subscription inside `createPlan`, after the beneficiary.
 */
export const replayablePlanWrites: readonly ReplayableWrite[] = [
  replayableWrite({
    method: 'POST',
    path: '/development-plans',
    body: zDevelopmentPlanCreate,
    roles: staffRoles,
    successStatus: 201,
    apply: (app, caller, { body }) => createPlan(app, caller, body),
  }),
  replayableWrite({
    method: 'PUT',
    path: '/development-plans/:id',
    params: zIdParams,
    body: zDevelopmentPlanUpdate,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) => updatePlan(app, caller, params.id, body),
  }),
  replayableWrite({
    method: 'DELETE',
    path: '/development-plans/:id',
    params: zIdParams,
    body: zVersionOnly,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) => deletePlan(app, caller, params.id, body.version),
  }),
  movePlanWrite('activate'),
  movePlanWrite('complete'),
  replayableWrite({
    method: 'POST',
    path: '/development-plans/:id/goals',
    params: zIdParams,
    body: zGoalCreate,
    roles: staffRoles,
    successStatus: 201,
    apply: (app, caller, { params, body }) => createGoal(app, caller, params.id, body),
  }),
  replayableWrite({
    method: 'PUT',
    path: '/development-plans/:id/goals/order',
    params: zIdParams,
    body: zGoalOrder,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) => reorderGoals(app, caller, params.id, body),
  }),
  replayableWrite({
    method: 'PUT',
    path: '/development-plans/:id/goals/:goalId',
    params: zGoalParams,
    body: zGoalUpdate,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) =>
      updateGoal(app, caller, params.id, params.goalId, body),
  }),
  replayableWrite({
    method: 'DELETE',
    path: '/development-plans/:id/goals/:goalId',
    params: zGoalParams,
    body: zVersionOnly,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) =>
      deleteGoal(app, caller, params.id, params.goalId, body.version),
  }),
  replayableWrite({
    method: 'PUT',
    path: '/development-plans/:id/self-evaluation',
    params: zIdParams,
    body: zSelfEvaluation,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) => saveSelfEvaluation(app, caller, params.id, body),
  }),
  replayableWrite({
    method: 'PUT',
    path: '/development-plans/:id/review',
    params: zIdParams,
    body: zReview,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) => saveReview(app, caller, params.id, body),
  }),
];
