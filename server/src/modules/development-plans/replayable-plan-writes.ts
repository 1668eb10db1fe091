import { staffRoles } from '../../../../contract/constants.ts';
import { developmentPlanEndpoints as plans } from '../../../../contract/endpoints/development-plans.ts';
import { replayableWrite, type ReplayableWrite } from '../replayable-writes/access.ts';
import { saveReview, saveSelfEvaluation } from './feedback-writes.ts';
import { createGoal, deleteGoal, reorderGoals, updateGoal } from './goal-writes.ts';
import { createPlan, deletePlan, movePlan, updatePlan } from './plan-writes.ts';

/** Who works with development plans: the staff roles. */

/**
 * Plan, goal and feedback writes; every one answers the whole plan with its next version. The
 * offline outbox replays them, one by one or through the batched push, with an Idempotency-Key.
 * Creating a plan checks the subscription inside `createPlan`, after the beneficiary.
 */
export const replayablePlanWrites: readonly ReplayableWrite[] = [
  replayableWrite({
    endpoint: plans.create,
    roles: staffRoles,
    apply: (app, caller, { body }) => createPlan(app, caller, body),
  }),
  replayableWrite({
    endpoint: plans.update,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => updatePlan(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: plans.remove,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => deletePlan(app, caller, params.id, body.version),
  }),
  replayableWrite({
    endpoint: plans.activate,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      movePlan(app, caller, params.id, body.version, 'active'),
  }),
  replayableWrite({
    endpoint: plans.complete,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      movePlan(app, caller, params.id, body.version, 'completed'),
  }),
  replayableWrite({
    endpoint: plans.createGoal,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => createGoal(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: plans.orderGoals,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => reorderGoals(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: plans.updateGoal,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      updateGoal(app, caller, params.id, params.goalId, body),
  }),
  replayableWrite({
    endpoint: plans.removeGoal,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      deleteGoal(app, caller, params.id, params.goalId, body.version),
  }),
  replayableWrite({
    endpoint: plans.saveSelfEvaluation,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => saveSelfEvaluation(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: plans.saveReview,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => saveReview(app, caller, params.id, body),
  }),
];
