import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';

import {
  dashboardPlanLimit,
  type AgentDashboard,
  type DashboardPlan,
} from '../../../../contract/dashboard.ts';
import {
  planProgress,
  planStatuses,
  type PlanStatus,
} from '../../../../contract/development-plans.ts';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
import { criteriaForJob } from '../criteria/criteria-service.ts';
import { developmentGoals, developmentPlans } from '../../db/tables/development-plans.ts';
import { users } from '../../db/tables/users.ts';
import { subscriptionSummary } from './subscription-summary.ts';

// Active plans are the ones being worked on, drafts next, completed ones last.
const listOrder: Record<PlanStatus, number> = { active: 0, draft: 1, completed: 2 };

async function ownPlans(db: Database, userId: string): Promise<DashboardPlan[]> {
  const plans = await db
    .select({
      id: developmentPlans.id,
      name: developmentPlans.name,
      status: developmentPlans.status,
      startDate: developmentPlans.startDate,
      endDate: developmentPlans.endDate,
    })
    .from(developmentPlans)
    .where(and(eq(developmentPlans.beneficiaryId, userId), isNull(developmentPlans.deletedAt)))
    .orderBy(asc(developmentPlans.endDate), asc(developmentPlans.id));
  const goals =
    plans.length === 0
      ? []
      : await db
          .select({
            planId: developmentGoals.planId,
            progress: developmentGoals.progress,
            status: developmentGoals.status,
          })
          .from(developmentGoals)
          .where(
            inArray(
              developmentGoals.planId,
              plans.map((plan) => plan.id),
            ),
          );
  return plans
    .map((plan) => {
      const planGoals = goals.filter((goal) => goal.planId === plan.id);
      return {
        ...plan,
        goalCount: planGoals.length,
        achievedGoalCount: planGoals.filter((goal) => goal.status === 'achieved').length,
        progress: planProgress(planGoals),
      };
    })
    .sort((first, second) => listOrder[first.status] - listOrder[second.status]);
}

/** An agent's own figures: evidence per criterion of their set, their plans, their subscription. */
export async function agentDashboard(
  db: Database,
  viewer: AuthenticatedUser,
  now: Date,
): Promise<AgentDashboard> {
  const [owner] = await db
    .select({ jobModel: users.jobModel })
    .from(users)
    .where(eq(users.id, viewer.id));
  const live = and(eq(achievements.ownerId, viewer.id), isNull(achievements.deletedAt));
  const [criteria, perCriterion, [total], plans, subscription] = await Promise.all([
    criteriaForJob(db, owner?.jobModel ?? null),
    db
      .select({ criterionId: achievementCriteria.criterionId, achievementCount: count() })
      .from(achievementCriteria)
      .innerJoin(achievements, eq(achievements.id, achievementCriteria.achievementId))
      .where(live)
      .groupBy(achievementCriteria.criterionId),
    db.select({ achievementCount: count() }).from(achievements).where(live),
    ownPlans(db, viewer.id),
    subscriptionSummary(db, { userId: viewer.id, organizationId: viewer.organizationId }, now),
  ]);
  const countOf = new Map(perCriterion.map((row) => [row.criterionId, row.achievementCount]));
  return {
    role: 'agent',
    generatedAt: now.toISOString(),
    achievementCount: total?.achievementCount ?? 0,
    criteria: criteria.map((criterion) => ({
      criterionId: criterion.id,
      code: criterion.code,
      nameEn: criterion.nameEn,
      nameAr: criterion.nameAr,
      achievementCount: countOf.get(criterion.id) ?? 0,
    })),
    plansByStatus: planStatuses.map((status) => ({
      status,
      count: plans.filter((plan) => plan.status === status).length,
    })),
    plans: plans.slice(0, dashboardPlanLimit),
    subscription,
  };
}
