import { createHmac } from 'node:crypto';

import { constantTimeEquals } from '../constant-time-equals.ts';

/**
 * The secret part of a hosted step's address. The payer's session receives it with the
 * payment it created (as Moyasar's hosted pages live at addresses only the payer is given);
 * anyone else, signed in or not, cannot end or fail that payment without it.
 */
export interface SandboxStepTokens {
  tokenFor(paymentId: string): string;
  matches(paymentId: string, token: string | undefined): boolean;
}

export function sandboxStepTokens(secret: string): SandboxStepTokens {
  const tokenFor = (paymentId: string) =>
    createHmac('sha256', secret).update(`sandbox step ${paymentId}`).digest('base64url');
  return {
    tokenFor,
    matches: (paymentId, token) =>
      token !== undefined && constantTimeEquals(token, tokenFor(paymentId)),
  };
}
