import { paymentsEndpoints } from '../../../contract/endpoints/payments.ts';
import type { PaymentCreate } from '../../../contract/payments.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const createPayment = (input: PaymentCreate) =>
  callEndpoint(paymentsEndpoints.create, { body: input });

/** The server asks the gateway itself; the callback's query string is never trusted. */
export const verifyPayment = (id: string, signal?: AbortSignal) =>
  callEndpoint(paymentsEndpoints.verify, { params: { id } }, { signal });
