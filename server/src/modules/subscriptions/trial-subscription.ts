import { trialDays, trialPlanName } from '../../../../contract/constants.ts';
import type { subscriptions } from '../../db/tables/subscriptions.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The free trial every signup starts with (docs/constants.md, "Subscriptions and prices"): personal, 14 days from now. */
export function trialSubscription(userId: string, now: Date): typeof subscriptions.$inferInsert {
  return {
    userId,
    planName: trialPlanName,
    status: 'trial',
    startsAt: now,
    endsAt: new Date(now.getTime() + trialDays * dayMs),
    createdAt: now,
  };
}
