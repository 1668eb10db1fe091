import { z } from 'zod';

import type { PaymentStatus } from '../../../../../contract/payments.ts';
import type { Config } from '../../../config.ts';
import { constantTimeEquals } from '../constant-time-equals.ts';
import type { PaymentProvider, ProviderPayment, ValidPaymentSource } from '../payment-provider.ts';
import { moyasarFailureKey } from './moyasar-failure-key.ts';

type MoyasarConfig = NonNullable<Config['moyasar']>;

/** The parts of Moyasar's payment object the app relies on. */
const zMoyasarPayment = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  source: z
    .object({
      type: z.string(),
      message: z.string().nullish(),
      transaction_url: z.string().nullish(),
    })
    .nullish(),
});
type MoyasarPayment = z.infer<typeof zMoyasarPayment>;

const methodOf = (type: string | undefined): ProviderPayment['method'] =>
  type === 'stcpay' ? 'stcpay' : type === 'applepay' ? 'applepay' : 'creditcard';

/** Captured money is paid; an authorisation still waits; anything else did not pay. */
function statusOf(status: string): PaymentStatus {
  if (status === 'paid' || status === 'captured') return 'paid';
  if (status === 'initiated' || status === 'authorized') return 'initiated';
  return 'failed';
}

function providerPaymentOf(payment: MoyasarPayment): ProviderPayment {
  const method = methodOf(payment.source?.type);
  const status = statusOf(payment.status);
  return {
    id: payment.id,
    status,
    amountHalalas: payment.amount,
    currency: payment.currency.toUpperCase(),
    method,
    failureKey: status === 'failed' ? moyasarFailureKey(method, payment.source?.message) : null,
    transactionUrl: status === 'initiated' ? (payment.source?.transaction_url ?? null) : null,
  };
}

function sourceBody(source: ValidPaymentSource): Record<string, unknown> {
  switch (source.type) {
    case 'creditcard':
      return {
        type: 'creditcard',
        name: source.name,
        number: source.number,
        month: source.month,
        year: source.year,
        cvc: source.cvc,
      };
    case 'stcpay':
      return { type: 'stcpay', mobile: source.mobile };
    case 'applepay':
      // Apple Pay needs a token from the device's wallet, which only Moyasar's form obtains.
      throw new Error('Apple Pay is not available through the server with Moyasar');
  }
}

export class MoyasarRequestError extends Error {
  constructor(readonly statusCode: number) {
    super(`Moyasar answered ${statusCode}`);
    this.name = 'MoyasarRequestError';
  }
}

/**
 * Moyasar's REST API with the secret key (HTTP Basic, empty password). Our payment id goes out
 * as `given_id`, which Moyasar makes the payment's id and uses to refuse a second charge.
 */
export function createMoyasarProvider(
  config: MoyasarConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Response> {
    return fetchImpl(`${config.apiUrl}${path}`, {
      method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
  }

  return {
    name: 'moyasar',

    async createPayment(request) {
      const response = await call('POST', '/payments', {
        given_id: request.givenId,
        amount: request.amountHalalas,
        currency: request.currency,
        description: request.description,
        callback_url: request.callbackUrl,
        source: sourceBody(request.source),
        metadata: { payment_id: request.givenId },
      });
      // A card Moyasar refuses outright still comes back as a failed payment object.
      if (!response.ok && response.status !== 402) {
        // A repeated given_id: the payment exists already, so answer it as it stands.
        const existing = await this.fetchPayment(request.givenId).catch(() => undefined);
        if (existing) return existing;
        throw new MoyasarRequestError(response.status);
      }
      return providerPaymentOf(zMoyasarPayment.parse(await response.json()));
    },

    async fetchPayment(id) {
      const response = await call('GET', `/payments/${encodeURIComponent(id)}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new MoyasarRequestError(response.status);
      return providerPaymentOf(zMoyasarPayment.parse(await response.json()));
    },

    webhookTokenMatches: (token) =>
      config.webhookSecret !== undefined && constantTimeEquals(token, config.webhookSecret),
  };
}
