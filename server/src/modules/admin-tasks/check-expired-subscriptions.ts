import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

/**
 * Moves trial and active periods whose end has passed to expired (or to cancelled when their
 * renewal was cancelled), and mirrors the change on their organisations. Safe to run again.
 */
export async function checkExpiredSubscriptions(
  db: Database,
  now: Date,
): Promise<{ expiredCount: number }> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(subscriptions)
      .set({
        status: sql`case when ${subscriptions.renewalCancelledAt} is null then 'expired' else 'cancelled' end`,
      })
      .where(
        and(inArray(subscriptions.status, ['active', 'trial']), lte(subscriptions.endsAt, now)),
      )
      .returning({ organizationId: subscriptions.organizationId });

    const organizationIds = [
      ...new Set(ended.map((row) => row.organizationId).filter((id) => id !== null)),
    ];
    for (const organizationId of organizationIds) {
      // The organisation shows its newest period's status, which a renewal may keep active.
      const [latest] = await tx
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.organizationId, organizationId), isNotNull(subscriptions.status)),
        )
        .orderBy(sql`${subscriptions.endsAt} desc`)
        .limit(1);
      await tx
        .update(organizations)
        .set({ subscriptionStatus: latest?.status ?? 'expired' })
        .where(eq(organizations.id, organizationId));
    }
    return { expiredCount: ended.length };
  });
}
