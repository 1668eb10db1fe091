import { asc, inArray } from 'drizzle-orm';

import type { DevelopmentPlan, PlanGoal } from '../../../../contract/development-plans.ts';
import type { Database } from '../../db/database.ts';
import { readTogether } from '../../db/read-together.ts';
import { users } from '../../db/tables/users.ts';
import {
  developmentGoalCriteria,
  developmentGoals,
  type developmentPlans,
} from '../../db/tables/development-plans.ts';

export type PlanRow = typeof developmentPlans.$inferSelect;

/** Rows as the API answers them, with goals (in order), their criteria and names. */
export async function plansOf(db: Database, rows: readonly PlanRow[]): Promise<DevelopmentPlan[]> {
  if (rows.length === 0) return [];
  const planIds = rows.map((row) => row.id);
  const people = [...new Set(rows.flatMap((row) => [row.beneficiaryId, row.creatorId]))];
  const [goals, names] = await readTogether(db, [
    () =>
      db
        .select()
        .from(developmentGoals)
        .where(inArray(developmentGoals.planId, planIds))
        .orderBy(asc(developmentGoals.sortOrder), asc(developmentGoals.id)),
    () =>
      db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, people)),
  ]);
  const links =
    goals.length === 0
      ? []
      : await db
          .select()
          .from(developmentGoalCriteria)
          .where(
            inArray(
              developmentGoalCriteria.goalId,
              goals.map((goal) => goal.id),
            ),
          );
  const criteriaOf = new Map<string, string[]>();
  for (const link of links) {
    criteriaOf.set(link.goalId, [...(criteriaOf.get(link.goalId) ?? []), link.criterionId]);
  }
  const goalsOf = new Map<string, PlanGoal[]>();
  for (const goal of goals) {
    const planGoal: PlanGoal = {
      id: goal.id,
      statement: goal.statement,
      targetMetric: goal.targetMetric,
      dueDate: goal.dueDate,
      criterionIds: (criteriaOf.get(goal.id) ?? []).sort(),
      progress: goal.progress,
      status: goal.status,
      sortOrder: goal.sortOrder,
    };
    goalsOf.set(goal.planId, [...(goalsOf.get(goal.planId) ?? []), planGoal]);
  }
  const nameOf = new Map(names.map((person) => [person.id, person.fullName]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    beneficiaryId: row.beneficiaryId,
    beneficiaryName: nameOf.get(row.beneficiaryId) ?? '',
    creatorId: row.creatorId,
    creatorName: nameOf.get(row.creatorId) ?? '',
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    goals: goalsOf.get(row.id) ?? [],
    feedback: {
      userComment: row.userComment,
      adminComment: row.adminComment,
      grade: row.grade,
      reviewedById: row.reviewedById,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function planOf(db: Database, row: PlanRow): Promise<DevelopmentPlan> {
  const [plan] = await plansOf(db, [row]);
  if (!plan) throw new Error(`development plan ${row.id} vanished while being read`);
  return plan;
}
