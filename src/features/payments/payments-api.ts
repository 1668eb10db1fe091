import { zPaymentCreated, zPaymentResult, type PaymentCreate } from '../../../contract/payments.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const createPayment = (input: PaymentCreate) =>
  apiCall('post', '/payments', zPaymentCreated, { json: input });

/** The server asks the gateway itself; the callback's query string is never trusted. */
export const verifyPayment = (id: string) =>
  apiCall('get', `/payments/${encodeURIComponent(id)}`, zPaymentResult);
