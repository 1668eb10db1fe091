import { createHmac } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { createMoyasarProvider } from './moyasar/moyasar-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';

/** Moyasar when its secret key is configured, otherwise the built-in sandbox gateway. */
export function paymentProviderFor(app: Pick<FastifyInstance, 'config' | 'db'>): PaymentProvider {
  const { moyasar } = app.config;
  if (moyasar) return createMoyasarProvider(moyasar);
  // The sandbox's webhook secret only has to be stable and unguessable: derive it.
  const webhookSecret = createHmac('sha256', app.config.jwtSecret)
    .update('sandbox payment webhook')
    .digest('hex');
  return createSandboxProvider(app.db, webhookSecret);
}
