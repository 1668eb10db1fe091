import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { retentionDaysAfterExpiry } from '../../../../contract/constants.ts';
import type { RetentionItem } from '../../../../contract/subscriptions.ts';
import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Periods that ended more than the retention days ago and whose holder has had no
 * subscription since: their data may be purged, but only when the super admin says so.
 */
export async function listRetentionDue(db: Database, now: Date): Promise<RetentionItem[]> {
  const cutoff = new Date(now.getTime() - retentionDaysAfterExpiry * dayMs);
  const later = alias(subscriptions, 'later');
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      organizationId: subscriptions.organizationId,
      organizationName: organizations.name,
      userName: users.fullName,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .leftJoin(organizations, eq(organizations.id, subscriptions.organizationId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        inArray(subscriptions.status, ['expired', 'cancelled']),
        lte(subscriptions.endsAt, cutoff),
        isNull(subscriptions.purgedAt),
        // Staff of a school are covered by the school's subscription, not their old personal one.
        or(isNotNull(subscriptions.organizationId), isNull(users.organizationId)),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(
              and(
                or(
                  and(isNull(subscriptions.organizationId), eq(later.userId, subscriptions.userId)),
                  eq(later.organizationId, subscriptions.organizationId),
                ),
                gt(later.endsAt, subscriptions.endsAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(subscriptions.endsAt);
  return rows.map((row) => ({
    subscriptionId: row.subscriptionId,
    scope: row.organizationId ? 'organization' : 'personal',
    ownerName: row.organizationName ?? row.userName ?? '',
    expiredAt: row.endsAt.toISOString(),
  }));
}
