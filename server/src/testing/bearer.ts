import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { users } from '../db/tables/users.ts';
import type { TokenSubject } from '../plugins/auth/access-tokens.ts';

/**
 * An Authorization header with a fresh access token for the user, at the token version the
 * database holds now (as signing in now would give), whatever the object passed remembers.
 */
export async function bearer(
  app: FastifyInstance,
  user: TokenSubject,
): Promise<{ authorization: string }> {
  const [current] = await app.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  const subject = { ...user, tokenVersion: current?.tokenVersion ?? user.tokenVersion };
  return { authorization: `Bearer ${await app.accessTokens.sign(subject)}` };
}
