import { desc, eq } from 'drizzle-orm';

import type { SubscriptionStatus } from '../../../../contract/constants.ts';
import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

export interface CurrentSubscription {
  id: string;
  status: SubscriptionStatus;
  startsAt: Date;
  endsAt: Date;
  planName: string;
  organizationId: string | null;
  teacherLimit: number | null;
  renewalCancelledAt: Date | null;
  paymentId: string | null;
}

export interface SubscriptionHolder {
  userId: string;
  organizationId: string | null;
}

async function latestSubscription(
  db: Database,
  owner: { column: typeof subscriptions.userId | typeof subscriptions.organizationId; id: string },
): Promise<CurrentSubscription | undefined> {
  const [latest] = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
      planName: subscriptions.planName,
      organizationId: subscriptions.organizationId,
      teacherLimit: subscriptions.teacherLimit,
      renewalCancelledAt: subscriptions.renewalCancelledAt,
      paymentId: subscriptions.paymentId,
    })
    .from(subscriptions)
    .where(eq(owner.column, owner.id))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt))
    .limit(1);
  return latest;
}

/** A subscription as it stands `now`: closed with its school, or expired once its end passed. */
async function asOf(
  db: Database,
  found: CurrentSubscription,
  now: Date,
): Promise<CurrentSubscription> {
  const closedBy = found.organizationId
    ? await organizationClosedStatus(db, found.organizationId)
    : null;
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
  const schoolNow = school ? await asOf(db, school, now) : undefined;
  if (schoolNow && covers(schoolNow)) return schoolNow;
  const own = await latestSubscription(db, { column: subscriptions.userId, id: holder.userId });
  const ownNow = own ? await asOf(db, own, now) : undefined;
  if (ownNow && (covers(ownNow) || !schoolNow)) return ownNow;
  return schoolNow;
}

/**
 * The super admin may set a school's status to expired or suspended (its organisation row):
 * that closes its subscription for every member, whatever period the subscription has left.
 */
export async function organizationClosedStatus(
  db: Database,
  organizationId: string,
): Promise<'expired' | 'suspended' | null> {
  const [organization] = await db
    .select({ status: organizations.subscriptionStatus })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const status = organization?.status;
  return status === 'expired' || status === 'suspended' ? status : null;
}
