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
import { criteria } from '../../db/tables/criteria.ts';
import { businessRule, changePlan, invalidFields, type WriteContext } from './change-plan.ts';
import { canEditPlanOf } from './plan-access.ts';
import type { PlanRow } from './plan-records.ts';
import { developmentGoalCriteria, developmentGoals } from '../../db/tables/development-plans.ts';

type GoalFields = Pick<z.output<typeof zGoalCreate>, 'dueDate' | 'criterionIds'>;

interface GoalChange {
  /** Refuses the change by its fields (400) or the goals as they are (404, 409, 422). */
  check?: (plan: PlanRow, tx: Database) => Promise<void>;
  /** Writes the goals; the plan itself only moves to its next version. */
  apply: (tx: Database) => Promise<void>;
}

/**
 * A goal write: `changePlan` with the editor's rights, refused with readOnly once the plan is no
 * longer editable, in the same transaction that bumps the plan's version.
 */
function withEditablePlan(
  app: WriteContext,
  caller: AuthenticatedUser,
  planId: string,
  version: number,
  change: GoalChange,
): Promise<DevelopmentPlan> {
  return changePlan(app, caller, planId, version, {
    allowed: canEditPlanOf,
    check: async (plan, tx) => {
      if (!isPlanEditable(plan.status)) throw businessRule('developmentPlans.failed.readOnly');
      await change.check?.(plan, tx);
    },
    apply: async (_plan, tx) => {
      await change.apply(tx);
      return {};
    },
  });
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
  return withEditablePlan(app, caller, planId, input.version, {
    check: async (plan, tx) => {
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
    apply: async (tx) => {
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
  return withEditablePlan(app, caller, planId, input.version, {
    check: async (plan, tx) => {
      await goalOfPlan(tx, planId, goalId);
      await checkGoalFields(tx, plan, input);
    },
    apply: async (tx) => {
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
  return withEditablePlan(app, caller, planId, version, {
    check: async (_plan, tx) => {
      await goalOfPlan(tx, planId, goalId);
    },
    apply: async (tx) => {
      await tx.delete(developmentGoals).where(eq(developmentGoals.id, goalId));
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
  return withEditablePlan(app, caller, planId, input.version, {
    check: async (_plan, tx) => {
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
    apply: async (tx) => {
      for (const [index, goalId] of input.goalIds.entries()) {
        await tx
          .update(developmentGoals)
          .set({ sortOrder: index + 1 })
          .where(eq(developmentGoals.id, goalId));
      }
    },
  });
}
