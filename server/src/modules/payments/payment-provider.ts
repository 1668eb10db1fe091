import type { z } from 'zod';

import type {
  GatewayMethod,
  PaymentStatus,
  zPaymentSource,
} from '../../../../contract/payments.ts';

export type ValidPaymentSource = z.output<typeof zPaymentSource>;

export interface ProviderPaymentRequest {
  /** Our payment id, which the provider adopts as its own (`given_id`), for idempotency. */
  givenId: string;
  amountHalalas: number;
  currency: string;
  description: string;
  /** Where the provider sends the browser back, with `id`, `status` and `message`. */
  callbackUrl: string;
  source: ValidPaymentSource;
}

/** A payment as the provider reports it, which is the only truth activation trusts. */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountHalalas: number;
  currency: string;
  method: GatewayMethod;
  /** The catalogue key of a failure, e.g. `payment.failed.insufficientFunds`. */
  failureKey: string | null;
  /** The hosted step (3-D Secure, OTP, wallet) while the payment is `initiated`. */
  transactionUrl: string | null;
}

/** A payment gateway: the built-in sandbox, or Moyasar. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'moyasar';
  createPayment(request: ProviderPaymentRequest): Promise<ProviderPayment>;
  /** Fetches by id; `undefined` when the provider does not know the payment. */
  fetchPayment(id: string): Promise<ProviderPayment | undefined>;
  /** Whether a webhook's `secret_token` is the configured one (compared in constant time). */
  webhookTokenMatches(token: string): boolean;
}
