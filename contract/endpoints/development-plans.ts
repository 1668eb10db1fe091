import { z } from 'zod';

import {
  zDevelopmentPlan,
  zDevelopmentPlanCreate,
  zDevelopmentPlanUpdate,
  zGoalCreate,
  zGoalOrder,
  zGoalUpdate,
  zReview,
  zSelfEvaluation,
  zVersionOnly,
} from '../development-plans.ts';
import { zId, zIdParams } from '../ids.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Development plans';
const zGoalParams = z.object({ id: zId, goalId: zId });

/**
 * Plans with their goals and feedback; every change answers the whole plan with its next
 * version (docs/states-and-transitions.md, "Development plans").
 */
export const developmentPlanEndpoints = {
  listMine: defineEndpoint({
    method: 'GET',
    path: '/development-plans',
    summary: 'The caller’s plans',
    tag,
    result: z.array(zDevelopmentPlan),
  }),
  listOfUser: defineEndpoint({
    method: 'GET',
    path: '/users/:id/development-plans',
    summary: 'A staff member’s plans, for their principal',
    tag,
    params: zIdParams,
    result: z.array(zDevelopmentPlan),
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/development-plans/:id',
    summary: 'One plan',
    tag,
    params: zIdParams,
    result: zDevelopmentPlan,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/development-plans',
    summary: 'Start a plan, for oneself or for a staff member',
    tag,
    body: zDevelopmentPlanCreate,
    result: zDevelopmentPlan,
    successStatus: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/development-plans/:id',
    summary: 'Change a draft or active plan',
    tag,
    params: zIdParams,
    body: zDevelopmentPlanUpdate,
    result: zDevelopmentPlan,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/development-plans/:id',
    summary: 'Delete a plan',
    tag,
    params: zIdParams,
    body: zVersionOnly,
    result: zDevelopmentPlan,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/development-plans/:id/activate',
    summary: 'Move a draft plan with goals to active',
    tag,
    params: zIdParams,
    body: zVersionOnly,
    result: zDevelopmentPlan,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/development-plans/:id/complete',
    summary: 'Move an active plan to completed',
    tag,
    params: zIdParams,
    body: zVersionOnly,
    result: zDevelopmentPlan,
  }),
  createGoal: defineEndpoint({
    method: 'POST',
    path: '/development-plans/:id/goals',
    summary: 'Add a goal',
    tag,
    params: zIdParams,
    body: zGoalCreate,
    result: zDevelopmentPlan,
    successStatus: 201,
  }),
  orderGoals: defineEndpoint({
    method: 'PUT',
    path: '/development-plans/:id/goals/order',
    summary: 'Put the goals in a new order',
    tag,
    params: zIdParams,
    body: zGoalOrder,
    result: zDevelopmentPlan,
  }),
  updateGoal: defineEndpoint({
    method: 'PUT',
    path: '/development-plans/:id/goals/:goalId',
    summary: 'Change a goal',
    tag,
    params: zGoalParams,
    body: zGoalUpdate,
    result: zDevelopmentPlan,
  }),
  removeGoal: defineEndpoint({
    method: 'DELETE',
    path: '/development-plans/:id/goals/:goalId',
    summary: 'Remove a goal',
    tag,
    params: zGoalParams,
    body: zVersionOnly,
    result: zDevelopmentPlan,
  }),
  saveSelfEvaluation: defineEndpoint({
    method: 'PUT',
    path: '/development-plans/:id/self-evaluation',
    summary: 'The plan owner’s self-evaluation',
    tag,
    params: zIdParams,
    body: zSelfEvaluation,
    result: zDevelopmentPlan,
  }),
  saveReview: defineEndpoint({
    method: 'PUT',
    path: '/development-plans/:id/review',
    summary: 'The principal’s comment and grade',
    tag,
    params: zIdParams,
    body: zReview,
    result: zDevelopmentPlan,
  }),
};
