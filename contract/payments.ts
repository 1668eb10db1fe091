import { z } from 'zod';

import { paymentStatuses, type PaymentStatus } from './constants.ts';

export { paymentStatuses, type PaymentStatus };

export const paymentMethods = ['creditcard', 'applepay', 'stcpay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const invalid = { error: 'payment.failed.invalidRequest' } as const;

/** Card details pass through the server to the provider once and are never stored. */
export const zCardSource = z.object({
  type: z.literal('creditcard'),
  name: z.string(invalid).trim().min(2, invalid).max(100, invalid),
  number: z
    .string(invalid)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, invalid)),
  month: z.number(invalid).int(invalid).min(1, invalid).max(12, invalid),
  year: z.number(invalid).int(invalid).min(2000, invalid).max(2100, invalid),
  cvc: z.string(invalid).regex(/^\d{3,4}$/, invalid),
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
