import { subscriptionPlansEndpoints } from '../../../contract/endpoints/subscription-plans.ts';
import { subscriptionsEndpoints } from '../../../contract/endpoints/subscriptions.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchPlans = () => callEndpoint(subscriptionPlansEndpoints.list);

export const fetchPublicPlans = (signal?: AbortSignal) =>
  callEndpoint(subscriptionPlansEndpoints.listPublic, {}, { signal });

export const fetchCurrentSubscription = (signal?: AbortSignal) =>
  callEndpoint(subscriptionsEndpoints.current, {}, { signal });

export const cancelRenewal = () => callEndpoint(subscriptionsEndpoints.cancelRenewal);
