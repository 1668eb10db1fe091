import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/database.ts';
import { markPaymentPaid } from './mark-payment-paid.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { payments } from '../../db/tables/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface SettleContext {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Brings our payment in line with the provider's record, fetched by id (never with what a
 * callback or webhook claims), and activates the subscription when it is paid with the
 * expected amount and currency (issuing its tax invoice). The row lock and the unique payment id on subscriptions make
 * any number of concurrent callbacks and webhooks settle it, and activate, exactly once.
 */
export async function settlePayment(
  context: SettleContext,
  id: string,
): Promise<PaymentRow | undefined> {
  const [known] = await context.db.select().from(payments).where(eq(payments.id, id));
  if (!known) return undefined;
  // A bank transfer is settled only by the super admin's confirmation (billing/transfers.ts).
  if (known.status !== 'initiated' || known.method === 'banktransfer') return known;

  const remote = await context.provider.fetchPayment(id);
  if (!remote || remote.status === 'initiated') return known;

  return context.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment || payment.status !== 'initiated') return payment;
    const now = context.now();

    if (remote.status === 'paid') {
      if (remote.amountHalalas !== payment.amountHalalas || remote.currency !== payment.currency) {
        context.log.warn(
          { paymentId: id, expected: payment.amountHalalas, reported: remote.amountHalalas },
          'refused a paid payment whose amount or currency differs from the order',
        );
        const [refused] = await tx
          .update(payments)
          .set({ status: 'failed', failureKey: 'payment.failed.invalidRequest', updatedAt: now })
          .where(eq(payments.id, id))
          .returning();
        return refused;
      }
      return markPaymentPaid(tx, id, now, { isTest: context.provider.name === 'sandbox' });
    }

    const [failed] = await tx
      .update(payments)
      .set({
        status: 'failed',
        failureKey: remote.failureKey ?? 'payment.failed.general',
        updatedAt: now,
      })
      .where(eq(payments.id, id))
      .returning();
    return failed;
  });
}
