import { desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { HistoryRow } from '../../../../contract/profile.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { invoices } from '../../db/tables/invoices.ts';
import { payments } from '../../db/tables/payments.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';

type HistoryContext = Pick<FastifyInstance, 'db'>;

/**
 * The caller's subscription periods, newest first, with the payment that bought each (a
 * trial has none); a principal also sees the organisation's.
 */
export async function subscriptionHistory(
  app: HistoryContext,
  user: AuthenticatedUser,
): Promise<HistoryRow[]> {
  const ownedByCaller = eq(subscriptions.userId, user.id);
  const rows = await app.db
    .select({
      subscription: subscriptions,
      payment: payments,
      planNameAr: subscriptionPlans.nameAr,
    })
    .from(subscriptions)
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      user.role === 'org_admin' && user.organizationId
        ? or(ownedByCaller, eq(subscriptions.organizationId, user.organizationId))
        : ownedByCaller,
    )
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt));
  return rows.map(({ subscription, payment, planNameAr }) => ({
    id: subscription.id,
    transactionDate: (payment?.paidAt ?? subscription.startsAt).toISOString(),
    amountHalalas: payment?.amountHalalas ?? 0,
    paymentMethod: payment?.method ?? null,
    planName: subscription.planName,
    planNameAr,
    endDate: subscription.endsAt.toISOString(),
    status: subscription.status,
    vatHalalas: payment?.vatHalalas ?? 0,
    invoiceId: null,
    invoiceNumber: null,
  }));
}

/**
 * Every payment the caller made, newest first, with the end of the period it bought and its
 * tax invoice.
 */
export async function paymentHistory(
  app: HistoryContext,
  user: AuthenticatedUser,
): Promise<HistoryRow[]> {
  const rows = await app.db
    .select({
      payment: payments,
      endsAt: subscriptions.endsAt,
      planNameAr: subscriptionPlans.nameAr,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
    })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.createdAt));
  return rows.map(({ payment, endsAt, planNameAr, invoiceId, invoiceNumber }) => ({
    id: payment.id,
    transactionDate: (payment.paidAt ?? payment.createdAt).toISOString(),
    amountHalalas: payment.amountHalalas,
    paymentMethod: payment.method,
    planName: payment.planName,
    planNameAr,
    endDate: endsAt?.toISOString() ?? null,
    status: payment.status,
    vatHalalas: payment.vatHalalas,
    invoiceId,
    invoiceNumber,
  }));
}
