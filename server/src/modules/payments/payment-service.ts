import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type {
  PaymentCreated,
  PaymentResult,
  zPaymentCreate,
} from '../../../../contract/payments.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { purchasablePlan } from '../subscription-plans/access.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { insertPayment } from './insert-payment.ts';
import { refuseUnlessRenewal } from './renewal-rule.ts';
import { settlePayment, type PaymentRow, type SettleContext } from './settle-payment.ts';
import { payments } from '../../db/tables/payments.ts';
import { invoices } from '../../db/tables/invoices.ts';

export interface PaymentContext extends SettleContext {
  publicUrl: string;
}

const callbackPath = '/payment/callback';

/** Where the browser lands after the gateway, with Moyasar's `id`, `status` and `message`. */
export function callbackUrlFor(
  payment: Pick<PaymentRow, 'id' | 'status' | 'failureKey'>,
  base = '',
): string {
  const query = new URLSearchParams({
    id: payment.id,
    status: payment.status,
    message: payment.failureKey ?? '',
  });
  return `${base}${callbackPath}?${query.toString()}`;
}

/**
 * Organisation plans are for a principal, or for a teacher not yet in any school (who becomes
 * the principal of a new one); staff of a school and billing contacts buy personal plans.
 */
export function mayBuyOrganizationPlan(user: AuthenticatedUser): boolean {
  if (user.role === 'org_admin') return user.organizationId !== null;
  return user.role === 'agent' && user.organizationId === null;
}

/**
 * Starts a checkout: the amount is the plan's price on the server, our payment id becomes the
 * provider's (so a retried request cannot charge twice), and the answer is the hosted step.
 */
export async function createPayment(
  context: PaymentContext,
  user: AuthenticatedUser,
  input: z.output<typeof zPaymentCreate>,
): Promise<PaymentCreated> {
  const plan = await purchasablePlan(context.db, input.planId);
  if (plan.category === 'organization' && !mayBuyOrganizationPlan(user)) {
    throw new ApiError(403, 'common.error.forbidden');
  }
  const now = context.now();
  await refuseUnlessRenewal(context.db, user, plan, now);
  const payment = await insertPayment(context.db, {
    user,
    plan,
    method: input.source.type,
    provider: context.provider.name,
    buyerVatNumber: input.buyerVatNumber,
    isTest: context.provider.name === 'sandbox',
    now,
  });

  const callbackUrl =
    context.provider.name === 'sandbox' ? callbackPath : `${context.publicUrl}${callbackPath}`;
  let remote;
  try {
    remote = await context.provider.createPayment({
      givenId: payment.id,
      amountHalalas: payment.amountHalalas,
      currency: payment.currency,
      description: `Shawahid – ${plan.nameEn}`,
      callbackUrl,
      source: input.source,
    });
  } catch (error) {
    context.log.error(
      { err: error, paymentId: payment.id },
      'the payment provider refused to create a payment',
    );
    await context.db
      .update(payments)
      .set({ status: 'failed', failureKey: 'payment.failed.general', updatedAt: now })
      .where(eq(payments.id, payment.id));
    throw new ApiError(502, 'payment.failed.general');
  }

  if (remote.status === 'initiated' && remote.transactionUrl) {
    return { id: payment.id, status: 'initiated', redirectUrl: remote.transactionUrl };
  }
  const settled = (await settlePayment(context, payment.id)) ?? payment;
  return { id: payment.id, status: settled.status, redirectUrl: callbackUrlFor(settled) };
}

/**
 * GET /payments/:id: verifies with the provider (activating if now paid) and answers the
 * outcome. Only the payer may ask.
 */
export async function verifyPayment(
  context: PaymentContext,
  user: AuthenticatedUser,
  id: string,
): Promise<PaymentResult> {
  const [owned] = await context.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, user.id)));
  if (!owned) throw new ApiError(404, 'common.error.notFound');
  const payment = await settlePayment(context, id);
  if (!payment) throw new ApiError(404, 'common.error.notFound');
  const [period] = await context.db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(eq(subscriptions.paymentId, id));
  const [invoice] = await context.db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.paymentId, id));
  return {
    id: payment.id,
    status: payment.status,
    failureKey: payment.failureKey,
    planId: payment.planId,
    planName: payment.planName,
    amountHalalas: payment.amountHalalas,
    method: payment.method,
    subscriptionEndsAt: period?.endsAt.toISOString() ?? null,
    vatHalalas: payment.vatHalalas,
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice?.number ?? null,
  };
}

/**
 * POST /payments/webhook: a provider event names a payment; the token must match, and the
 * event's own fields are ignored in favour of fetching the payment by id.
 */
export async function receiveWebhook(
  context: PaymentContext,
  event: { secretToken: string; paymentId: string },
): Promise<void> {
  if (!context.provider.webhookTokenMatches(event.secretToken)) {
    throw new ApiError(401, 'common.error.unauthorized');
  }
  await settlePayment(context, event.paymentId);
}
