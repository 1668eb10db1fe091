import { and, eq, gt, or } from 'drizzle-orm';

import { ApiError } from '../../http/api-error.ts';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import type { subscriptionPlans } from '../subscription-plans/tables.ts';
import { subscriptions } from '../subscriptions/tables.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;

/**
 * Someone already in a paid year may pay again only to renew it: the same plan for the same
 * holder (their own personal year, or their school's), which adds a year to its end. Any other
 * plan is refused until the year ends (README, Configuration), as the app's plan chooser says.
 */
export async function refuseUnlessRenewal(
  db: Database,
  user: AuthenticatedUser,
  plan: PlanRow,
  now: Date,
): Promise<void> {
  const holders = user.organizationId
    ? or(eq(subscriptions.userId, user.id), eq(subscriptions.organizationId, user.organizationId))
    : eq(subscriptions.userId, user.id);
  const running = await db
    .select()
    .from(subscriptions)
    .where(and(holders, eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, now)));
  if (running.length === 0) return;
  const samePlanAndHolder = running.some(
    (period) =>
      (period.planId === plan.id || (period.planId === null && period.planName === plan.nameEn)) &&
      (plan.category === 'organization'
        ? period.organizationId !== null
        : period.userId === user.id),
  );
  if (!samePlanAndHolder) throw new ApiError(422, 'payment.failed.alreadySubscribed');
}
