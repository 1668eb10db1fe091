import { z } from 'zod';

import { zIdParams } from '../ids.ts';
import {
  zPaymentCreate,
  zPaymentCreated,
  zPaymentResult,
  zPaymentWebhookEvent,
} from '../payments.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Payments';

/**
 * Checkout: a payment for a plan, its outcome as the server confirmed it with the gateway, and
 * the gateway's webhook (docs/api.md). The sandbox gateway's HTML pages are not endpoints.
 */
export const paymentsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/payments',
    summary: 'Pay for a plan: answers where to send the browser for the gateway’s step',
    tag,
    body: zPaymentCreate,
    result: zPaymentCreated,
    successStatus: 201,
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/payments/:id',
    summary: 'The payer’s payment, verified with the gateway (activating the plan once paid)',
    tag,
    params: zIdParams,
    result: zPaymentResult,
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/payments/webhook',
    summary: 'The gateway’s event: with the right secret token, the payment it names is settled',
    tag,
    anonymous: true,
    body: zPaymentWebhookEvent,
    result: z.null(),
  }),
};
