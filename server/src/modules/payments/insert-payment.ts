import { randomUUID } from 'node:crypto';

import type { Database } from '../../db/database.ts';
import { payments } from '../../db/tables/payments.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { paymentPrice } from '../billing/access.ts';
import type { purchasablePlan } from '../subscription-plans/access.ts';

type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  user: AuthenticatedUser;
  plan: Awaited<ReturnType<typeof purchasablePlan>>;
  method: PaymentRow['method'];
  provider: string;
  buyerVatNumber: string | undefined;
  /** The sandbox gateway: a payment may start without the seller's details. */
  isTest: boolean;
  now: Date;
  transferReference?: string;
}

/**
 * Records a payment for a plan at the plan's price on the server, VAT at the rate of the day
 * (docs/billing.md, "VAT"), before the gateway or the bank sees it.
 */
export async function insertPayment(db: Database, order: NewPayment): Promise<PaymentRow> {
  const { plan, now } = order;
  const price = await paymentPrice(db, plan.priceHalalas, now, order.isTest);
  const [payment] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      userId: order.user.id,
      planId: plan.id,
      planName: plan.nameEn,
      amountHalalas: price.totalHalalas,
      vatHalalas: price.vatHalalas,
      vatRateBasisPoints: price.rateBasisPoints,
      buyerVatNumber: order.buyerVatNumber ?? null,
      currency: 'SAR',
      method: order.method,
      provider: order.provider,
      transferReference: order.transferReference ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!payment) throw new Error('insertPayment inserted nothing');
  return payment;
}
