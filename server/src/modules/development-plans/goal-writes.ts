import { and, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';

import {
  isPlanEditable,
  planLimits,
  type DevelopmentPlan,
  type zGoalCreate,
  type zGoalOrder,
  type zGoalUpdate,
} from '../../../../contract/development-plans.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { criteria } from '../criteria/tables.ts';
import { businessRule, changePlan, invalidFields, type WriteContext } from './change-plan.ts';
import { canEditPlanOf } from './plan-access.ts';
import type { PlanRow } from './plan-records.ts';
import { developmentGoalCriteria, developmentGoals } from './tables.ts';

type GoalFields = Pick<z.output<typeof zGoalCreate>, 'dueDate' | 'criterionIds'>;

function refuseReadOnly(plan: PlanRow): void {
  if (!isPlanEditable(plan.status)) throw businessRule('developmentPlans.failed.readOnly');
}

async function checkGoalFields(tx: Database, plan: PlanRow, fields: GoalFields): Promise<void> {
  if (fields.dueDate < plan.startDate || fields.dueDate > plan.endDate) {
    throw invalidFields([{ field: 'due_date', key: 'developmentPlans.failed.dueDateOutsidePlan' }]);
  }
  const distinct = [...new Set(fields.criterionIds)];
  const found = await tx
    .select({ id: criteria.id })
    .from(criteria)
    .where(inArray(criteria.id, distinct));
  if (found.length !== distinct.length) {
    throw invalidFields([{ field: 'criterion_ids', key: 'validation.error.mustBeOneOf' }]);
  }
}

async function linkCriteria(tx: Database, goalId: string, criterionIds: readonly string[]) {
  await tx.delete(developmentGoalCriteria).where(eq(developmentGoalCriteria.goalId, goalId));
  await tx
    .insert(developmentGoalCriteria)
    .values([...new Set(criterionIds)].map((criterionId) => ({ goalId, criterionId })));
}

async function goalOfPlan(tx: Database, planId: string, goalId: string) {
  const [goal] = await tx
    .select()
    .from(developmentGoals)
    .where(and(eq(developmentGoals.id, goalId), eq(developmentGoals.planId, planId)));
  if (!goal) throw new ApiError(404, 'common.error.notFound');
  return goal;
}

/** Adds a goal (id made on the device) at the end of the plan. */
export async function createGoal(
  app: WriteContext,
  caller: AuthenticatedUser,
  planId: string,
  input: z.output<typeof zGoalCreate>,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, planId, input.version, {
    allowed: canEditPlanOf,
    check: async (plan, tx) => {
      refuseReadOnly(plan);
      const goals = await tx
        .select({ id: developmentGoals.id, planId: developmentGoals.planId })
        .from(developmentGoals)
        .where(eq(developmentGoals.planId, planId));
      if (goals.length >= planLimits.goalsMax) {
        throw businessRule('developmentPlans.failed.tooManyGoals');
      }
      const [taken] = await tx
        .select({ id: developmentGoals.id })
        .from(developmentGoals)
        .where(eq(developmentGoals.id, input.id));
      if (taken) throw new ApiError(409, 'common.error.conflict');
      await checkGoalFields(tx, plan, input);
    },
    apply: async (_plan, tx) => {
      const [last] = await tx
        .select({ sortOrder: max(developmentGoals.sortOrder) })
        .from(developmentGoals)
        .where(eq(developmentGoals.planId, planId));
      await tx.insert(developmentGoals).values({
        id: input.id,
        planId,
        statement: input.statement,
        targetMetric: input.targetMetric,
        dueDate: input.dueDate,
        sortOrder: (last?.sortOrder ?? 0) + 1,
      });
      await linkCriteria(tx, input.id, input.criterionIds);
      return {};
    },
  });
}

/** Changes a goal's fields and progress. */
export async function updateGoal(
  app: WriteContext,
  caller: AuthenticatedUser,
  planId: string,
  goalId: string,
  input: z.output<typeof zGoalUpdate>,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, planId, input.version, {
    allowed: canEditPlanOf,
    check: async (plan, tx) => {
      refuseReadOnly(plan);
      await goalOfPlan(tx, planId, goalId);
      await checkGoalFields(tx, plan, input);
    },
    apply: async (_plan, tx) => {
      await tx
        .update(developmentGoals)
        .set({
          statement: input.statement,
          targetMetric: input.targetMetric,
          dueDate: input.dueDate,
          progress: input.progress,
          status: input.status,
        })
        .where(eq(developmentGoals.id, goalId));
      await linkCriteria(tx, goalId, input.criterionIds);
      return {};
    },
  });
}

export async function deleteGoal(
  app: WriteContext,
  caller: AuthenticatedUser,
  planId: string,
  goalId: string,
  version: number,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, planId, version, {
    allowed: canEditPlanOf,
    check: async (plan, tx) => {
      refuseReadOnly(plan);
      await goalOfPlan(tx, planId, goalId);
    },
    apply: async (_plan, tx) => {
      await tx.delete(developmentGoals).where(eq(developmentGoals.id, goalId));
      return {};
    },
  });
}

/** Puts the goals in the given order; the list must name every goal of the plan once. */
export async function reorderGoals(
  app: WriteContext,
  caller: AuthenticatedUser,
  planId: string,
  input: z.output<typeof zGoalOrder>,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, planId, input.version, {
    allowed: canEditPlanOf,
    check: async (plan, tx) => {
      refuseReadOnly(plan);
      const goals = await tx
        .select({ id: developmentGoals.id })
        .from(developmentGoals)
        .where(eq(developmentGoals.planId, planId));
      const current = new Set(goals.map((goal) => goal.id));
      const given = new Set(input.goalIds);
      const same =
        given.size === input.goalIds.length &&
        given.size === current.size &&
        input.goalIds.every((id) => current.has(id));
      if (!same) {
        throw invalidFields([
          { field: 'goal_ids', key: 'developmentPlans.failed.goalOrderMismatch' },
        ]);
      }
    },
    apply: async (_plan, tx) => {
      for (const [index, goalId] of input.goalIds.entries()) {
        await tx
          .update(developmentGoals)
          .set({ sortOrder: index + 1 })
          .where(eq(developmentGoals.id, goalId));
      }
      return {};
    },
  });
}
