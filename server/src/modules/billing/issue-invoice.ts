import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { Database } from '../../db/database.ts';
import { invoiceCounters, invoices } from '../../db/tables/invoices.ts';
import { organizations } from '../../db/tables/organizations.ts';
import type { payments } from '../../db/tables/payments.ts';
import { subscriptionPlans } from '../../db/tables/subscription-plans.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { readBillingState, testSeller, type Seller } from './billing-settings.ts';
import { firstPreviousHash, invoiceHash } from './invoice-hash.ts';
import { zatcaAmount, zatcaQr } from './zatca-qr.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export interface IssueOptions {
  /** The sandbox gateway: a missing seller is the test seller, and the invoice says "test". */
  isTest: boolean;
}

/** Who bought: the school of an organisation plan, else the payer's school or name. */
async function buyerOf(tx: Transaction, payment: PaymentRow) {
  const [period] = await tx
    .select({
      organizationId: subscriptions.organizationId,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.paymentId, payment.id));
  if (!period) throw new Error('a paid payment has no subscription period to invoice');
  const [organization] = period.organizationId
    ? await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, period.organizationId))
    : [];
  const [payer] = await tx
    .select({ fullName: users.fullName, schoolName: users.schoolName })
    .from(users)
    .where(eq(users.id, payment.userId));
  const name = organization?.name ?? (payer?.schoolName?.trim() || payer?.fullName || '');
  return { name, period };
}

function counterOf(sellerVatNumber: string, isTest: boolean) {
  return and(
    eq(invoiceCounters.sellerVatNumber, sellerVatNumber),
    eq(invoiceCounters.isTest, isTest),
  );
}

/**
 * The seller's next number and the previous invoice's hash, with the seller's counter row
 * locked until the caller's transaction ends: whichever instance issues next waits, and a
 * rolled-back issue gives its number back, so numbers have no gaps (docs/billing.md).
 */
async function nextInChain(tx: Transaction, sellerVatNumber: string, isTest: boolean) {
  await tx
    .insert(invoiceCounters)
    .values({ sellerVatNumber, isTest, lastNumber: 0, lastHash: firstPreviousHash })
    .onConflictDoNothing();
  const [counter] = await tx
    .select()
    .from(invoiceCounters)
    .where(counterOf(sellerVatNumber, isTest))
    .for('update');
  if (!counter) throw new Error('the invoice counter vanished inside its transaction');
  return { number: counter.lastNumber + 1, previousHash: counter.lastHash };
}

/**
 * Issues the tax invoice of a payment that has just become paid, inside the transaction of
 * that change (after the subscription's activation), once: a second call answers the first
 * invoice. Without seller details outside the sandbox nothing is issued (payments are refused
 * before they start in that case, docs/billing.md).
 */
export async function issueInvoice(
  tx: Transaction,
  payment: PaymentRow,
  now: Date,
  options: IssueOptions,
): Promise<InvoiceRow | undefined> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, payment.id));
  if (existing) return existing;
  const state = await readBillingState(tx);
  const seller: Seller | null = state.seller ?? (options.isTest ? testSeller : null);
  if (!seller) return undefined;

  const [plan] = await tx
    .select({ nameAr: subscriptionPlans.nameAr, nameEn: subscriptionPlans.nameEn })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, payment.planId));
  const buyer = await buyerOf(tx, payment);
  const { number, previousHash } = await nextInChain(tx, seller.vatNumber, options.isTest);
  const id = randomUUID();
  // Whole seconds: ZATCA's timestamp has none smaller.
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const totalHalalas = payment.amountHalalas;
  const vatHalalas = payment.vatHalalas;
  const beforeVatHalalas = totalHalalas - vatHalalas;
  const buyerVatNumber = payment.buyerVatNumber;
  const hash = invoiceHash({
    id,
    number,
    issuedAt: issuedAt.toISOString(),
    sellerVatNumber: seller.vatNumber,
    buyerName: buyer.name,
    buyerVatNumber,
    beforeVatHalalas,
    vatHalalas,
    totalHalalas,
    previousHash,
  });
  const qr = zatcaQr({
    sellerName: seller.sellerNameAr,
    vatNumber: seller.vatNumber,
    timestamp: issuedAt.toISOString().replace('.000Z', 'Z'),
    totalWithVat: zatcaAmount(totalHalalas),
    vatTotal: zatcaAmount(vatHalalas),
  });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      id,
      number,
      paymentId: payment.id,
      kind: buyerVatNumber ? 'standard' : 'simplified',
      issuedAt,
      isTest: options.isTest,
      sellerNameAr: seller.sellerNameAr,
      sellerNameEn: seller.sellerNameEn,
      sellerVatNumber: seller.vatNumber,
      sellerCommercialRegistration: seller.commercialRegistration,
      sellerAddressAr: seller.addressAr,
      sellerAddressEn: seller.addressEn,
      buyerName: buyer.name,
      buyerVatNumber,
      planNameAr: plan?.nameAr ?? payment.planName,
      planNameEn: plan?.nameEn ?? payment.planName,
      periodStartsAt: buyer.period.startsAt,
      periodEndsAt: buyer.period.endsAt,
      quantity: 1,
      vatRateBasisPoints: payment.vatRateBasisPoints,
      beforeVatHalalas,
      vatHalalas,
      totalHalalas,
      paymentMethod: payment.method,
      previousHash,
      hash,
      qr,
    })
    .returning();
  await tx
    .update(invoiceCounters)
    .set({ lastNumber: number, lastHash: hash })
    .where(counterOf(seller.vatNumber, options.isTest));
  return invoice;
}
