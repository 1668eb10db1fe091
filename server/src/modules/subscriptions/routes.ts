import { subscriptionsEndpoints } from '../../../../contract/endpoints/subscriptions.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { cancelRenewal, currentSubscriptionView } from './subscription-service.ts';

/** The subscription that covers the caller, and cancelling its renewal. */
export const subscriptionRoutes: ApiModule = async (app) => {
  const signedIn = { auth: true } as const;

  declaredRoute(app, subscriptionsEndpoints.current, { config: signedIn }, async (request) =>
    success(await currentSubscriptionView(app, request.user)),
  );

  declaredRoute(app, subscriptionsEndpoints.cancelRenewal, { config: signedIn }, async (request) =>
    success(await cancelRenewal(app, request.user)),
  );
};
