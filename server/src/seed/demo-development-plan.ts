import { eq } from 'drizzle-orm';

import type { Database } from '../db/database.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';
import {
  developmentGoalCriteria,
  developmentGoals,
  developmentPlans,
} from '../db/tables/development-plans.ts';
import { users } from '../db/tables/users.ts';

const dayMs = 24 * 60 * 60 * 1000;
const teachingStrategiesCriterionId = '0195f3a0-0000-7000-8000-000000000004';
const classroomManagementCriterionId = '0195f3a0-0000-7000-8000-000000000009';

function day(from: Date, days: number): string {
  return new Date(from.getTime() + days * dayMs).toISOString().slice(0, 10);
}

async function userId(db: Database, email: string): Promise<string | undefined> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return found?.id;
}

/**
 * An active plan the demo principal assigned to the second demo teacher, so the plan screens
 * and the principal's staff view show something on a fresh install.
 */
export async function seedDemoDevelopmentPlan(db: Database, now: Date): Promise<void> {
  const principalId = await userId(db, 'principal@shawahid.test');
  const teacherId = await userId(db, 'teacher2@shawahid.test');
  if (!principalId || !teacherId) return;
  const planId = uuidv7(now.getTime());
  await db.insert(developmentPlans).values({
    id: planId,
    beneficiaryId: teacherId,
    creatorId: principalId,
    name: 'تنويع استراتيجيات التدريس والإدارة الصفية',
    description: 'خطة فصل دراسي لتوظيف التعلم التعاوني وتحسين إدارة الصف.',
    startDate: day(now, -30),
    endDate: day(now, 150),
    status: 'active',
    version: 3,
    createdAt: now,
    updatedAt: now,
  });
  const goals = [
    {
      statement: 'تنفيذ درسين شهريًا بالتعلم التعاوني',
      targetMetric: '10 دروس',
      dueDate: day(now, 120),
      progress: 30,
      status: 'in_progress' as const,
      criterionId: teachingStrategiesCriterionId,
    },
    {
      statement: 'وضع ميثاق صفي مع الطالبات ومتابعته',
      targetMetric: 'ميثاق معتمد ومراجعة شهرية',
      dueDate: day(now, 60),
      progress: 0,
      status: 'not_started' as const,
      criterionId: classroomManagementCriterionId,
    },
  ];
  for (const [index, { criterionId, ...goal }] of goals.entries()) {
    const goalId = uuidv7(now.getTime() + index + 1);
    await db.insert(developmentGoals).values({ id: goalId, planId, ...goal, sortOrder: index + 1 });
    await db.insert(developmentGoalCriteria).values({ goalId, criterionId });
  }
}
