import { eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  removeOtherSessionsSubscriptions,
  removeSessionSubscriptions,
} from '../notifications/access.ts';

import type { AccessTokenResult } from '../../../../contract/access-token.ts';
import type { zLoginInput } from '../../../../contract/auth.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { reserveSignInAttempt, settleRightPassword } from '../../plugins/auth/sign-in-throttle.ts';
import { revokedTokens } from '../../db/tables/revoked-tokens.ts';
import { nextTokenVersion, tokenSubjectColumns } from '../../plugins/auth/token-versions.ts';
import { users } from '../../db/tables/users.ts';
import type { AuthContext } from './auth-context.ts';

type LoginData = z.output<typeof zLoginInput>;

/**
 * Signs in with email and password. An unknown address and a wrong password get the same
 * answer after the same work (a hash check either way), so neither tells which it was.
 */
export async function login(
  app: AuthContext,
  input: LoginData,
  ip: string,
): Promise<AccessTokenResult> {
  const { db } = app;
  const attempt = { ip, email: input.email };
  await reserveSignInAttempt(db, attempt);

  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const passwordMatches = user
    ? await app.passwordHasher.verify(user.passwordHash, input.password)
    : await app.passwordHasher.verifyWithoutAccount(input.password);
  if (!user || !passwordMatches) throw new ApiError(401, 'auth.failed.invalidCredentials');
  await settleRightPassword(db, attempt);
  if (!user.isActive) throw new ApiError(403, 'auth.failed.accountInactive');

  if (app.passwordHasher.needsRehash(user.passwordHash)) {
    const passwordHash = await app.passwordHasher.hash(input.password);
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  return { accessToken: await app.accessTokens.sign(user) };
}

/** Ends the session of this token: it is refused from now on, on every instance. */
export async function logout(app: AuthContext, user: AuthenticatedUser): Promise<void> {
  await app.db
    .insert(revokedTokens)
    .values({ jti: user.tokenId, expiresAt: user.tokenExpiresAt })
    .onConflictDoNothing();
  // A signed-out device gets no more pushes (docs/notifications.md, "Signing out").
  await removeSessionSubscriptions(app.db, user.tokenId);
  // Expired tokens are refused anyway; their entries only take space.
  await app.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, app.clock.now()));
}

/**
 * "Sign out of all other devices": every token of the user issued so far is refused from now
 * on; the device that asked gets a fresh one and stays signed in.
 */
export async function logoutOtherDevices(
  app: AuthContext,
  user: AuthenticatedUser,
): Promise<AccessTokenResult> {
  const [changed] = await app.db
    .update(users)
    .set({ tokenVersion: nextTokenVersion })
    .where(eq(users.id, user.id))
    .returning(tokenSubjectColumns);
  if (!changed) throw new ApiError(401, 'common.error.unauthorized');
  await removeOtherSessionsSubscriptions(app.db, user.id, user.tokenId);
  return { accessToken: await app.accessTokens.sign(changed) };
}
