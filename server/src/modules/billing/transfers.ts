import { randomBytes } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type {
  PendingTransfer,
  TransferDetails,
  zTransferConfirm,
  zTransferCreate,
} from '../../../../contract/billing.ts';
import type { Database } from '../../db/database.ts';
import { payments } from '../../db/tables/payments.ts';
import { users } from '../../db/tables/users.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { insertPayment } from '../payments/access.ts';
import { markPaymentPaid } from '../payments/access.ts';
import { mayBuyOrganizationPlan } from '../payments/access.ts';
import { refuseUnlessRenewal } from '../payments/access.ts';
import { purchasablePlan } from '../subscription-plans/access.ts';
import { readBillingState, type BankAccount } from './billing-settings.ts';

type PaymentRow = typeof payments.$inferSelect;

export interface TransferContext {
  db: Database;
  now: () => Date;
  /**
   * The sandbox gateway is on. A transfer is money in the seller's bank, so its invoice is a
   * test one only where no seller is set either (a demo, with the placeholder seller).
   */
  isTest: boolean;
}

// No 0/O or 1/I: the reference is read off a screen and typed into a bank's form.
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "SHW-7K2QX9PM": what the school writes in the transfer's description. */
function newTransferReference(): string {
  const letters = [...randomBytes(8)].map(
    (byte) => referenceAlphabet[byte % referenceAlphabet.length],
  );
  return `SHW-${letters.join('')}`;
}

const transferStateOf: Record<PaymentRow['status'], TransferDetails['state']> = {
  initiated: 'pending',
  paid: 'confirmed',
  failed: 'rejected',
};

function detailsOf(payment: PaymentRow, bank: BankAccount): TransferDetails {
  return {
    id: payment.id,
    reference: payment.transferReference ?? '',
    planName: payment.planName,
    amountHalalas: payment.amountHalalas,
    vatHalalas: payment.vatHalalas,
    ...bank,
    createdAt: payment.createdAt.toISOString(),
    state: transferStateOf[payment.status],
    rejectionReason: payment.rejectionReason,
  };
}

async function bankOrRefuse(db: Database): Promise<BankAccount> {
  const { bank } = await readBillingState(db);
  if (!bank) throw new ApiError(409, 'billing.failed.bankDetailsMissing');
  return bank;
}

/**
 * A principal asks to pay a school plan by transfer: a pending payment with its reference, and
 * the bank to send it to; the year starts when the super admin confirms the money arrived.
 */
export async function requestTransfer(
  context: TransferContext,
  user: AuthenticatedUser,
  input: z.output<typeof zTransferCreate>,
): Promise<TransferDetails> {
  const plan = await purchasablePlan(context.db, input.planId);
  if (plan.category !== 'organization') {
    throw new ApiError(400, 'billing.failed.transferSchoolPlansOnly');
  }
  if (!mayBuyOrganizationPlan(user)) throw new ApiError(403, 'common.error.forbidden');
  const bank = await bankOrRefuse(context.db);
  const { seller } = await readBillingState(context.db);
  const now = context.now();
  await refuseUnlessRenewal(context.db, user, plan, now);
  const payment = await insertPayment(context.db, {
    user,
    plan,
    method: 'banktransfer',
    provider: 'transfer',
    buyerVatNumber: input.buyerVatNumber,
    isTest: context.isTest && !seller,
    now,
    transferReference: newTransferReference(),
  });
  return detailsOf(payment, bank);
}

/** The caller's own transfer (any state), for its details page and pro-forma. */
export async function ownTransfer(
  db: Database,
  user: AuthenticatedUser,
  id: string,
): Promise<{ payment: PaymentRow; details: TransferDetails }> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.id, id), eq(payments.userId, user.id), eq(payments.method, 'banktransfer')),
    );
  if (!payment) throw new ApiError(404, 'common.error.notFound');
  return { payment, details: detailsOf(payment, await bankOrRefuse(db)) };
}

/** Transfers awaiting the money, oldest first, for the super admin. */
export async function pendingTransfers(db: Database): Promise<PendingTransfer[]> {
  const { bank } = await readBillingState(db);
  const rows = await db
    .select({ payment: payments, buyerName: users.fullName, buyerEmail: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.method, 'banktransfer'), eq(payments.status, 'initiated')))
    .orderBy(asc(payments.createdAt));
  const account = bank ?? { bankName: '', accountHolder: '', iban: '' };
  return rows.map(({ payment, buyerName, buyerEmail }) => ({
    ...detailsOf(payment, account),
    buyerName,
    buyerEmail,
  }));
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockPendingTransfer(tx: Transaction, id: string): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.method, 'banktransfer')))
    .for('update');
  if (!payment) throw new ApiError(404, 'common.error.notFound');
  if (payment.status !== 'initiated') throw new ApiError(409, 'billing.failed.transferNotPending');
  return payment;
}

/**
 * The money arrived: with the amount the invoice asked for, the payment becomes paid exactly
 * as a card payment does (the year activated, the tax invoice issued), once. Refused while the
 * seller's details are missing outside the sandbox (docs/billing.md, "Bank transfers").
 */
export async function confirmTransfer(
  context: TransferContext,
  admin: AuthenticatedUser,
  id: string,
  input: z.output<typeof zTransferConfirm>,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const payment = await lockPendingTransfer(tx, id);
    if (input.amountHalalas !== payment.amountHalalas) {
      throw new ApiError(400, 'billing.failed.amountMismatch', {
        fieldErrors: [{ field: 'amount_halalas', key: 'billing.failed.amountMismatch' }],
      });
    }
    // The tax invoice is issued now, with the seller of today: were the details gone, the
    // year would start without one. The transfer stays pending until they are filled in again.
    const { seller } = await readBillingState(tx);
    if (!seller && !context.isTest) {
      throw new ApiError(422, 'billing.failed.confirmNeedsSellerDetails');
    }
    await markPaymentPaid(tx, id, context.now(), {
      isTest: context.isTest && !seller,
      extra: {
        bankReference: input.bankReference,
        transferReceivedOn: input.receivedOn,
        decidedById: admin.id,
      },
    });
  });
}

/** The transfer did not come (or not as asked): it fails, with the reason the school sees. */
export async function rejectTransfer(
  context: TransferContext,
  admin: AuthenticatedUser,
  id: string,
  reason: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockPendingTransfer(tx, id);
    const now = context.now();
    await tx
      .update(payments)
      .set({
        status: 'failed',
        failureKey: 'billing.failed.transferRejected',
        rejectionReason: reason,
        decidedById: admin.id,
        updatedAt: now,
      })
      .where(eq(payments.id, id));
  });
}
