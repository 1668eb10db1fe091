import { and, eq, gt, or } from 'drizzle-orm';

import { ApiError } from '../../http/api-error.ts';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import type { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;

/**
 * Someone in a paid year may pay again only to renew it: the same plan, which adds a year to
 * its end; any other plan is refused until the year ends (README, Configuration). A personal
 * plan is weighed against the buyer's own personal year only, so staff covered by their school
 * may still buy a year of their own, which follows them if they leave; a school plan against
 * the buyer's personal year and their school's.
 */
export async function refuseUnlessRenewal(
  db: Database,
  user: AuthenticatedUser,
  plan: PlanRow,
  now: Date,
): Promise<void> {
  const holders =
    plan.category === 'organization' && user.organizationId
      ? or(eq(subscriptions.userId, user.id), eq(subscriptions.organizationId, user.organizationId))
      : eq(subscriptions.userId, user.id);
  const running = await db
    .select()
    .from(subscriptions)
    .where(and(holders, eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, now)));
  if (running.length === 0) return;
  const renewsIt = running.some(
    (period) =>
      period.planId === plan.id || (period.planId === null && period.planName === plan.nameEn),
  );
  if (!renewsIt) throw new ApiError(422, 'payment.failed.alreadySubscribed');
}
