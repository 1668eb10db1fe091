import { eq } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { payments } from '../../db/tables/payments.ts';
import { issueInvoice, type IssueOptions } from '../billing/access.ts';
import { activateSubscription } from '../subscriptions/access.ts';
import { notifyPaymentReceived } from './notify-payment-received.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

/**
 * The one transition to `paid`, for a gateway payment and a confirmed transfer alike, inside
 * the caller's transaction with the payment's row locked: the year is activated and the tax
 * invoice issued together with the change, or none of them happens (docs/billing.md).
 */
export async function markPaymentPaid(
  tx: Transaction,
  id: string,
  now: Date,
  options: IssueOptions & { extra?: Partial<PaymentRow> },
): Promise<PaymentRow | undefined> {
  const [paid] = await tx
    .update(payments)
    .set({ ...options.extra, status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(payments.id, id))
    .returning();
  if (!paid) return paid;
  await activateSubscription(tx, paid, now);
  await issueInvoice(tx, paid, now, { isTest: options.isTest });
  await notifyPaymentReceived(tx, paid, now);
  return paid;
}
