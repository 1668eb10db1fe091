import { paymentsEndpoints as payments } from '../../../../contract/endpoints/payments.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { paymentProviderFor, sandboxStepTokensFor } from './payment-provider-for.ts';
import {
  createPayment,
  receiveWebhook,
  verifyPayment,
  type PaymentContext,
} from './payment-service.ts';
import { sandboxGatewayRoutes } from './sandbox/sandbox-routes.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * Checkout (contract/endpoints/payments.ts declares the calls): create a payment for a plan,
 * verify it after the gateway's callback, and take the gateway's webhook; activation happens
 * only after the server has fetched the payment itself.
 */
export const paymentRoutes: ApiModule = async (app) => {
  const provider = paymentProviderFor(app);
  const context: PaymentContext = {
    db: app.db,
    provider,
    log: app.log,
    now: () => app.clock.now(),
    publicUrl: app.config.publicUrl,
  };
  const signedIn = { auth: true } as const;

  declaredRoute(app, payments.create, { config: signedIn }, async (request) =>
    success(await createPayment(context, request.user, request.body)),
  );

  declaredRoute(app, payments.verify, { config: signedIn }, async (request) =>
    success(await verifyPayment(context, request.user, request.params.id)),
  );

  // Public: the gateway calls it; the secret token in its body is checked instead of a session.
  declaredRoute(app, payments.webhook, {}, async (request) => {
    await receiveWebhook(context, {
      secretToken: request.body.secretToken,
      paymentId: request.body.data.id,
    });
    return success(null);
  });

  if (provider.name === 'sandbox') {
    if (app.config.publicUrl.startsWith('https:')) {
      // Allowed only by PAYMENTS_SANDBOX=1 (see config.ts): say it where nobody can miss it.
      app.log.error(
        `PAYMENTS_SANDBOX=1 at the public address ${app.config.publicUrl}: payments go to the sandbox gateway, every plan is free and no real money moves; set MOYASAR_SECRET_KEY to take real payments`,
      );
    } else {
      app.log.warn(
        'payments go to the built-in sandbox gateway (test cards, no real money); set MOYASAR_SECRET_KEY to take real payments',
      );
    }
    await app.register(
      sandboxGatewayRoutes(sandboxStepTokensFor(app), async (paymentId) => {
        await settlePayment(context, paymentId);
      }),
    );
  }
};
