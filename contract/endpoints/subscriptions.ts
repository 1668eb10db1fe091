import { zCurrentSubscription } from '../subscriptions.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Subscriptions';

/** The subscription that covers the caller, and cancelling its renewal. */
export const subscriptionsEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/current',
    summary: 'The subscription period that covers the caller, or null',
    tag,
    result: zCurrentSubscription,
  }),
  cancelRenewal: defineEndpoint({
    method: 'POST',
    path: '/subscriptions/cancel-renewal',
    summary: 'Stop the caller’s subscription from renewing at the end of its period',
    tag,
    result: zCurrentSubscription,
  }),
};
