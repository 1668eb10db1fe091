import type { DashboardSubscription } from '../../../../contract/dashboard.ts';
import type { Database } from '../../db/database.ts';
import { currentSubscription, type SubscriptionHolder } from '../subscriptions/access.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The subscription covering the holder now, with the whole days left: 0 once it has ended or
 * been closed (expired or suspended by the super admin), whatever its period said.
 */
export async function subscriptionSummary(
  db: Database,
  holder: SubscriptionHolder,
  now: Date,
): Promise<DashboardSubscription | null> {
  const current = await currentSubscription(db, holder, now);
  if (!current) return null;
  return {
    status: current.status,
    planName: current.planName,
    endsAt: current.endsAt.toISOString(),
    daysLeft:
      current.status === 'expired' || current.status === 'suspended'
        ? 0
        : Math.max(0, Math.ceil((current.endsAt.getTime() - now.getTime()) / dayMs)),
  };
}
