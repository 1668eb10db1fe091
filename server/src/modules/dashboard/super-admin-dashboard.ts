import { and, count, desc, eq, gte, sql } from 'drizzle-orm';

import { roles, subscriptionStatuses } from '../../../../contract/constants.ts';
import { revenueMonths, type SuperAdminDashboard } from '../../../../contract/dashboard.ts';
import { paymentStatuses } from '../../../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { payments } from '../../db/tables/payments.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { supportConversations } from '../../db/tables/support.ts';
import { users } from '../../db/tables/users.ts';
import { riyadhMonths } from './riyadh-time.ts';
import { countsByValue } from './status-counts.ts';

const holder = sql`coalesce(${subscriptions.userId}, ${subscriptions.organizationId})`;

/**
 * Each holder's (user's or organisation's) latest subscription, as `currentSubscription` picks
 * it, so a trial followed by a paid year counts once; a lapsed active or trial one is expired.
 */
async function subscriptionsByStatus(db: Database, now: Date) {
  const latest = await db
    .selectDistinctOn([holder], { status: subscriptions.status, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .orderBy(holder, desc(subscriptions.startsAt), desc(subscriptions.createdAt));
  const statuses = latest.map(({ status, endsAt }) =>
    (status === 'active' || status === 'trial') && endsAt <= now ? 'expired' : status,
  );
  return subscriptionStatuses.map((status) => ({
    status,
    count: statuses.filter((each) => each === status).length,
  }));
}

/** Paid payments per Riyadh calendar month, the current one and the eleven before it. */
async function revenueByMonth(db: Database, now: Date) {
  const months = riyadhMonths(now, revenueMonths);
  const firstMonth = months[0] ?? '';
  // Saudi Arabia keeps UTC+3 all year, so shifting by three hours gives the local month.
  const paidMonth = sql<string>`to_char((${payments.paidAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;
  const rows = await db
    .select({
      month: paidMonth,
      amountHalalas: sql<string>`sum(${payments.amountHalalas})::bigint`,
      paymentCount: count(),
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'paid'),
        gte(payments.paidAt, new Date(`${firstMonth}-01T00:00:00+03:00`)),
      ),
    )
    .groupBy(paidMonth);
  const rowOf = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({
    month,
    amountHalalas: Number(rowOf.get(month)?.amountHalalas ?? 0),
    paymentCount: rowOf.get(month)?.paymentCount ?? 0,
  }));
}

/** The whole platform's figures, for the super admin only. */
export async function superAdminDashboard(db: Database, now: Date): Promise<SuperAdminDashboard> {
  const [[organizationTotal], roleRows, subscriptionCounts, revenue, paymentRows, [openChats]] =
    await Promise.all([
      db.select({ count: count() }).from(organizations),
      db.select({ value: users.role, count: count() }).from(users).groupBy(users.role),
      subscriptionsByStatus(db, now),
      revenueByMonth(db, now),
      db.select({ value: payments.status, count: count() }).from(payments).groupBy(payments.status),
      db
        .select({ count: count() })
        .from(supportConversations)
        .where(eq(supportConversations.status, 'open')),
    ]);
  return {
    role: 'super_admin',
    generatedAt: now.toISOString(),
    organizationCount: organizationTotal?.count ?? 0,
    usersByRole: countsByValue(roles, roleRows).map(({ value, count: accounts }) => ({
      role: value,
      count: accounts,
    })),
    subscriptionsByStatus: subscriptionCounts,
    revenueByMonth: revenue,
    paymentsByStatus: countsByValue(paymentStatuses, paymentRows).map(
      ({ value, count: paymentsOf }) => ({ status: value, count: paymentsOf }),
    ),
    openSupportConversations: openChats?.count ?? 0,
  };
}
