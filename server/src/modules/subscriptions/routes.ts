import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { cancelRenewal, currentSubscriptionView } from './subscription-service.ts';

/** The subscription that covers the caller, and cancelling its renewal. */
export const subscriptionRoutes: ApiModule = async (app) => {
  const signedIn = { auth: true } as const;

  app.get('/subscriptions/current', { config: signedIn }, async (request) =>
    success(await currentSubscriptionView(app, request.user)),
  );

  app.post('/subscriptions/cancel-renewal', { config: signedIn }, async (request) =>
    success(await cancelRenewal(app, request.user), undefined),
  );
};
