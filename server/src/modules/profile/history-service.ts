import { desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { HistoryRow } from '../../../../contract/profile.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { subscriptions } from '../subscriptions/tables.ts';

type HistoryContext = Pick<FastifyInstance, 'db'>;

/**
 * The caller's subscription periods, newest first; a principal also sees the organisation's.
 * Amounts and methods come with payments; until then a period shows 0 and no method.
 */
export async function subscriptionHistory(
  app: HistoryContext,
  user: AuthenticatedUser,
): Promise<HistoryRow[]> {
  const ownedByCaller = eq(subscriptions.userId, user.id);
  const rows = await app.db
    .select()
    .from(subscriptions)
    .where(
      user.role === 'org_admin' && user.organizationId
        ? or(ownedByCaller, eq(subscriptions.organizationId, user.organizationId))
        : ownedByCaller,
    )
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    transactionDate: row.startsAt.toISOString(),
    amountHalalas: 0,
    paymentMethod: null,
    planName: row.planName,
    endDate: row.endsAt.toISOString(),
    status: row.status,
  }));
}
