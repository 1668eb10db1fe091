import { eq } from 'drizzle-orm';

import type { Database } from '../db/database.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { trialSubscription } from '../modules/subscriptions/trial-subscription.ts';

/** Starts the signup trial for a test user who has no subscription yet, so they may create work. */
export async function giveTrial(db: Database, userId: string, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!existing) await db.insert(subscriptions).values(trialSubscription(userId, now));
}
