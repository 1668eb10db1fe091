import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

const later = alias(subscriptions, 'later');

/**
 * The active periods of the same holder (the user, or the school) that end after the
 * `subscriptions` row of the outer query: a holder who bought the next year already needs no
 * reminder about this one. Use as `notExists(laterPaidPeriods(db))`.
 */
export function laterPaidPeriods(db: Database) {
  return db
    .select({ id: later.id })
    .from(later)
    .where(
      and(
        or(
          and(isNull(subscriptions.organizationId), eq(later.userId, subscriptions.userId)),
          eq(later.organizationId, subscriptions.organizationId),
        ),
        eq(later.status, 'active'),
        gt(later.endsAt, subscriptions.endsAt),
      ),
    );
}
