import type { FastifyInstance } from 'fastify';

import type { TokenSubject } from '../plugins/auth/access-tokens.ts';

/** An Authorization header with a fresh access token for the user. */
export async function bearer(
  app: FastifyInstance,
  user: TokenSubject,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await app.accessTokens.sign(user)}` };
}
