import { desc, eq } from 'drizzle-orm';

import type { SubscriptionStatus } from '../../../../contract/constants.ts';
import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

export interface CurrentSubscription {
  id: string;
  status: SubscriptionStatus;
  startsAt: Date;
  endsAt: Date;
  planName: string;
  /** The Arabic name of the plan bought, while it is on record (not for the trial). */
  planNameAr: string | null;
  organizationId: string | null;
  teacherLimit: number | null;
  renewalCancelledAt: Date | null;
  paymentId: string | null;
}

export interface SubscriptionHolder {
  userId: string;
  organizationId: string | null;
}

/** The latest subscription of an owner, with its school's own status read in the same query. */
async function latestSubscription(
  db: Database,
  owner: { column: typeof subscriptions.userId | typeof subscriptions.organizationId; id: string },
): Promise<(CurrentSubscription & { schoolStatus: string | null }) | undefined> {
  const [latest] = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
      planName: subscriptions.planName,
      planNameAr: subscriptionPlans.nameAr,
      organizationId: subscriptions.organizationId,
      teacherLimit: subscriptions.teacherLimit,
      renewalCancelledAt: subscriptions.renewalCancelledAt,
      paymentId: subscriptions.paymentId,
      schoolStatus: organizations.subscriptionStatus,
    })
    .from(subscriptions)
    .leftJoin(organizations, eq(organizations.id, subscriptions.organizationId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(owner.column, owner.id))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt))
    .limit(1);
  return latest;
}

/**
 * The super admin may set a school's status to expired or suspended (its organisation row):
 * that closes its subscription for every member, whatever period the subscription has left.
 */
const closedStatusOf = (status: string | null | undefined): 'expired' | 'suspended' | null =>
  status === 'expired' || status === 'suspended' ? status : null;

/** A subscription as it stands `now`: closed with its school, or expired once its end passed. */
function asOf(
  { schoolStatus, ...found }: CurrentSubscription & { schoolStatus: string | null },
  now: Date,
): CurrentSubscription {
  const closedBy = found.organizationId ? closedStatusOf(schoolStatus) : null;
  if (closedBy) return { ...found, status: closedBy };
  const lapsed = (found.status === 'active' || found.status === 'trial') && found.endsAt <= now;
  return lapsed ? { ...found, status: 'expired' } : found;
}

const covers = (subscription: CurrentSubscription) =>
  subscription.status === 'active' || subscription.status === 'trial';

/**
 * The subscription that covers a user: their organisation's when they belong to one that has
 * any, otherwise their own. A member whose school's year has ended, or whose school is closed,
 * is covered by a paid or trial year of their own while it runs (staff may buy one, see
 * payments/renewal-rule.ts). A trial or paid period whose end has passed reads as expired even
 * before the expiry task has updated its row.
 */
export async function currentSubscription(
  db: Database,
  holder: SubscriptionHolder,
  now: Date,
): Promise<CurrentSubscription | undefined> {
  const school =
    holder.organizationId &&
    (await latestSubscription(db, {
      column: subscriptions.organizationId,
      id: holder.organizationId,
    }));
  const schoolNow = school ? asOf(school, now) : undefined;
  if (schoolNow && covers(schoolNow)) return schoolNow;
  const own = await latestSubscription(db, { column: subscriptions.userId, id: holder.userId });
  const ownNow = own ? asOf(own, now) : undefined;
  if (ownNow && (covers(ownNow) || !schoolNow)) return ownNow;
  return schoolNow;
}

/** Whether the super admin has closed the school (`closedStatusOf`): its status, else null. */
export async function organizationClosedStatus(
  db: Database,
  organizationId: string,
): Promise<'expired' | 'suspended' | null> {
  const [organization] = await db
    .select({ status: organizations.subscriptionStatus })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return closedStatusOf(organization?.status);
}
