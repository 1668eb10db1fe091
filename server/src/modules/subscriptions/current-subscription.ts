import { desc, eq } from 'drizzle-orm';

import type { SubscriptionStatus } from '../../../../contract/constants.ts';
import type { Database } from '../../db/database.ts';
import { subscriptions } from './tables.ts';

export interface CurrentSubscription {
  status: SubscriptionStatus;
  endsAt: Date;
  planName: string;
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
      status: subscriptions.status,
      endsAt: subscriptions.endsAt,
      planName: subscriptions.planName,
    })
    .from(subscriptions)
    .where(eq(owner.column, owner.id))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt))
    .limit(1);
  return latest;
}

/**
 * The subscription that covers a user: their organisation's when they belong to one that has
 * any, otherwise their own. A trial or paid period whose end has passed reads as expired even
 * before the expiry task has updated its row.
 */
export async function currentSubscription(
  db: Database,
  holder: SubscriptionHolder,
  now: Date,
): Promise<CurrentSubscription | undefined> {
  const found =
    (holder.organizationId &&
      (await latestSubscription(db, {
        column: subscriptions.organizationId,
        id: holder.organizationId,
      }))) ||
    (await latestSubscription(db, { column: subscriptions.userId, id: holder.userId }));
  if (!found) return undefined;
  const lapsed = (found.status === 'active' || found.status === 'trial') && found.endsAt <= now;
  return lapsed ? { ...found, status: 'expired' } : found;
}
