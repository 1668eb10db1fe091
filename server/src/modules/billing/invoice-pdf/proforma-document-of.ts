import { eq } from 'drizzle-orm';

import type { Database } from '../../../db/database.ts';
import type { payments } from '../../../db/tables/payments.ts';
import { subscriptionPlans } from '../../../db/tables/subscription-plans.ts';
import { users } from '../../../db/tables/users.ts';
import { oneYearAfter } from '../../subscriptions/access.ts';
import { readBillingState, testSeller } from '../billing-settings.ts';
import type { InvoiceDocument } from './invoice-document.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The quotation of a pending transfer: what the tax invoice will say, with the bank to pay
 * and the reference, under a title and note that say it is not a tax invoice. Marked as a test
 * only where no seller is set (a transfer is real money, see transfers.ts).
 */
export async function proformaDocumentOf(
  db: Database,
  payment: PaymentRow,
): Promise<InvoiceDocument> {
  const state = await readBillingState(db);
  const seller = state.seller ?? testSeller;
  const [plan] = await db
    .select({ nameAr: subscriptionPlans.nameAr, nameEn: subscriptionPlans.nameEn })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, payment.planId));
  const [buyer] = await db
    .select({ fullName: users.fullName, schoolName: users.schoolName })
    .from(users)
    .where(eq(users.id, payment.userId));
  return {
    type: 'proforma',
    kind: payment.buyerVatNumber ? 'standard' : 'simplified',
    isTest: !state.seller,
    number: payment.transferReference ?? payment.id,
    uuid: payment.id,
    issuedAt: payment.createdAt,
    seller: {
      nameAr: seller.sellerNameAr,
      nameEn: seller.sellerNameEn,
      vatNumber: seller.vatNumber,
      commercialRegistration: seller.commercialRegistration,
      addressAr: seller.addressAr,
      addressEn: seller.addressEn,
    },
    buyer: {
      name: buyer?.schoolName?.trim() || buyer?.fullName || '',
      vatNumber: payment.buyerVatNumber,
    },
    line: {
      planNameAr: plan?.nameAr ?? payment.planName,
      planNameEn: plan?.nameEn ?? payment.planName,
      periodStartsAt: payment.createdAt,
      periodEndsAt: oneYearAfter(payment.createdAt),
    },
    quantity: 1,
    vatRateBasisPoints: payment.vatRateBasisPoints,
    beforeVatHalalas: payment.amountHalalas - payment.vatHalalas,
    vatHalalas: payment.vatHalalas,
    totalHalalas: payment.amountHalalas,
    paymentMethod: 'banktransfer',
    qr: null,
    bank: state.bank,
    hash: null,
  };
}
