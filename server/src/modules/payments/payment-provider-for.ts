import { createHmac } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { createMoyasarProvider } from './moyasar/moyasar-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { sandboxStepTokens, type SandboxStepTokens } from './sandbox/sandbox-step-tokens.ts';

/** The sandbox's secrets only have to be stable and unguessable: derive them. */
const derivedSecret = (jwtSecret: string, purpose: string) =>
  createHmac('sha256', jwtSecret).update(purpose).digest('hex');

/** The tokens of the sandbox's hosted steps (see sandbox-step-tokens.ts). */
export function sandboxStepTokensFor(app: Pick<FastifyInstance, 'config'>): SandboxStepTokens {
  return sandboxStepTokens(derivedSecret(app.config.jwtSecret, 'sandbox payment step'));
}

/** Moyasar when its secret key is configured, otherwise the built-in sandbox gateway. */
export function paymentProviderFor(app: Pick<FastifyInstance, 'config' | 'db'>): PaymentProvider {
  const { moyasar } = app.config;
  if (moyasar) return createMoyasarProvider(moyasar);
  return createSandboxProvider(
    app.db,
    derivedSecret(app.config.jwtSecret, 'sandbox payment webhook'),
    sandboxStepTokensFor(app),
  );
}
