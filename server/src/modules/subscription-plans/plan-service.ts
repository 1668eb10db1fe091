import { asc, eq, isNull, max } from 'drizzle-orm';
import type { z } from 'zod';

import type {
  AdminPlan,
  Plan,
  zPlanCreate,
  zPlanUpdate,
} from '../../../../contract/subscriptions.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { adminPlanOf, planOf, type PlanRow } from './plan-records.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';

const notFound = () => new ApiError(404, 'common.error.notFound');

/** Plans on sale (coming-soon ones included, to show), in the order the admin set. */
export async function listPlansOnSale(db: Database): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(isNull(subscriptionPlans.retiredAt))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.createdAt));
  return rows.map(planOf);
}

export async function listAllPlans(db: Database): Promise<AdminPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.createdAt));
  return rows.map(adminPlanOf);
}

/** A plan that can be bought now: not retired and not coming soon. */
export async function purchasablePlan(db: Database, id: string): Promise<PlanRow> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  if (!row || row.retiredAt) throw notFound();
  if (row.isComingSoon) throw new ApiError(400, 'payment.failed.invalidRequest');
  return row;
}

export async function createPlan(
  db: Database,
  input: z.output<typeof zPlanCreate>,
  now: Date,
): Promise<AdminPlan> {
  const [last] = await db
    .select({ value: max(subscriptionPlans.sortOrder) })
    .from(subscriptionPlans);
  const [row] = await db
    .insert(subscriptionPlans)
    .values({
      ...input,
      teacherLimit: input.category === 'personal' ? null : input.teacherLimit,
      sortOrder: (last?.value ?? 0) + 10,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('createPlan inserted nothing');
  return adminPlanOf(row);
}

/** Edits apply to future purchases only: a paid period keeps what it was bought with. */
export async function updatePlan(
  db: Database,
  id: string,
  input: z.output<typeof zPlanUpdate>,
  now: Date,
): Promise<AdminPlan> {
  const [current] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  if (!current) throw notFound();
  const teacherLimit = input.teacherLimit === undefined ? current.teacherLimit : input.teacherLimit;
  if (current.category === 'organization' && teacherLimit === null) {
    throw new ApiError(400, 'common.error.validation', {
      fieldErrors: [{ field: 'teacher_limit', key: 'validation.error.required', params: {} }],
    });
  }
  const [row] = await db
    .update(subscriptionPlans)
    .set({
      ...input,
      teacherLimit: current.category === 'personal' ? null : teacherLimit,
      updatedAt: now,
    })
    .where(eq(subscriptionPlans.id, id))
    .returning();
  if (!row) throw notFound();
  return adminPlanOf(row);
}

/** Retiring hides the plan from buyers; the periods and payments that name it stay. */
export async function retirePlan(db: Database, id: string, now: Date): Promise<AdminPlan> {
  const [row] = await db
    .update(subscriptionPlans)
    .set({ retiredAt: now, updatedAt: now })
    .where(eq(subscriptionPlans.id, id))
    .returning();
  if (!row) throw notFound();
  return adminPlanOf(row);
}
