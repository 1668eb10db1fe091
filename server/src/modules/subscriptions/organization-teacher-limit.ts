import { and, desc, eq, gt, inArray } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { organizationClosedStatus } from './current-subscription.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

/**
 * How many teachers the organisation's current active or trial subscription allows; `null`
 * when it has no such subscription (or the subscription carries no limit).
 */
export async function organizationTeacherLimit(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<number | null> {
  if (await organizationClosedStatus(db, organizationId)) return null;
  const [current] = await db
    .select({ teacherLimit: subscriptions.teacherLimit })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        inArray(subscriptions.status, ['active', 'trial']),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return current?.teacherLimit ?? null;
}
