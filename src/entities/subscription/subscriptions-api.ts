import { z } from 'zod';

import {
  zCurrentSubscription,
  zPlan,
  type CurrentSubscriptionView,
} from '../../../contract/subscriptions.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const fetchPlans = () => apiCall('get', '/subscription-plans', z.array(zPlan));

export const fetchPublicPlans = () => apiCall('get', '/subscription-plans/public', z.array(zPlan));

export const fetchCurrentSubscription = (): Promise<CurrentSubscriptionView> =>
  apiCall('get', '/subscriptions/current', zCurrentSubscription);

export const cancelRenewal = () =>
  apiCall('post', '/subscriptions/cancel-renewal', zCurrentSubscription);
