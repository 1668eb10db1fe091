import { z } from 'zod';

import { cardNumberDigits, cardNumberProblem } from './card-number.ts';
import { paymentStatuses, type PaymentStatus } from './constants.ts';
import { latinDigits } from './latin-digits.ts';
import { zVatNumber } from './vat-number.ts';

export { paymentStatuses, type PaymentStatus };

/** What a payment gateway takes (mada and other cards are `creditcard`). */
export const gatewayMethods = ['creditcard', 'applepay', 'stcpay'] as const;
export type GatewayMethod = (typeof gatewayMethods)[number];

/** How a payment was made; `banktransfer` is a school's transfer the super admin confirms. */
export const paymentMethods = [...gatewayMethods, 'banktransfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const invalid = { error: 'payment.failed.invalidRequest' } as const;
const expiryInvalid = { error: 'payment.failed.expiryInvalid' } as const;

/**
 * Card details pass through the server to the provider once and are never stored. The checks
 * are the card form's own (contract/card-number.ts), each with the key the form shows under its
 * field, so a number the form would refuse never reaches the gateway.
 */
export const zCardSource = z.object({
  type: z.literal('creditcard'),
  name: z
    .string(invalid)
    .trim()
    .max(100, { error: 'payment.failed.cardholderNameInvalid' })
    .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, {
      error: 'payment.failed.cardholderNameInvalid',
    }),
  number: z
    .string(invalid)
    .transform(cardNumberDigits)
    .superRefine((digits, context) => {
      const problem = cardNumberProblem(digits);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  month: z.number(invalid).int(expiryInvalid).min(1, expiryInvalid).max(12, expiryInvalid),
  year: z.number(invalid).int(expiryInvalid).min(2000, expiryInvalid).max(2100, expiryInvalid),
  cvc: z
    .string(invalid)
    .transform(latinDigits)
    .pipe(z.string().regex(/^\d{3}$/, { error: 'payment.failed.cvcInvalid' })),
});

export const zStcPaySource = z.object({
  type: z.literal('stcpay'),
  mobile: z.string(invalid).regex(/^05\d{8}$/, invalid),
});

export const zApplePaySource = z.object({ type: z.literal('applepay') });

export const zPaymentSource = z.discriminatedUnion('type', [
  zCardSource,
  zStcPaySource,
  zApplePaySource,
]);
export type PaymentSource = z.input<typeof zPaymentSource>;

/** POST /payments: pay for a plan; the amount always comes from the plan on the server. */
export const zPaymentCreate = z.object({
  planId: z.uuid(invalid),
  source: zPaymentSource,
  /** The school's VAT number, when it has one: its invoice is then a standard tax invoice. */
  buyerVatNumber: zVatNumber.optional(),
});
export type PaymentCreate = z.input<typeof zPaymentCreate>;

/** Where to send the browser next: the provider's hosted step (3-D Secure, OTP, wallet). */
export const zPaymentCreated = z.object({
  id: z.string(),
  status: z.enum(paymentStatuses),
  redirectUrl: z.string(),
});
export type PaymentCreated = z.infer<typeof zPaymentCreated>;

/** GET /payments/:id: the outcome as the provider confirmed it to the server. */
export const zPaymentResult = z.object({
  id: z.string(),
  status: z.enum(paymentStatuses),
  failureKey: z.string().nullable(),
  /** The plan paid for, so a failed payment can be tried again for the same plan. */
  planId: z.string(),
  planName: z.string(),
  amountHalalas: z.number().int(),
  method: z.enum(paymentMethods),
  subscriptionEndsAt: z.string().nullable(),
  /** The VAT in the amount. */
  vatHalalas: z.number().int(),
  /** The tax invoice, once paid. */
  invoiceId: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
});
export type PaymentResult = z.infer<typeof zPaymentResult>;

/**
 * POST /payments/webhook: the provider's event (Moyasar's); only the token and the payment id
 * are used, the payment itself is fetched from the provider.
 */
export const zPaymentWebhookEvent = z.object({
  secretToken: z.string().max(500),
  data: z.object({ id: z.string().max(100) }),
});
export type PaymentWebhookEvent = z.input<typeof zPaymentWebhookEvent>;
