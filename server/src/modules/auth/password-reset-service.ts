import { randomBytes } from 'node:crypto';

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';

import type { zForgotPasswordInput, zResetPasswordInput } from '../../../../contract/auth.ts';
import { passwordResetLinkValidityMinutes } from '../../../../contract/constants.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { forgetAccountAttempts, suspiciousActivity } from '../../plugins/auth/sign-in-throttle.ts';
import { nextTokenVersion } from '../../plugins/auth/token-versions.ts';
import { countAttempt, type LimitedCounter } from '../../plugins/rate-limit/attempt-limits.ts';
import { users } from '../../db/tables/users.ts';
import type { AuthContext } from './auth-context.ts';
import { passwordResetEmail } from './emails/password-reset-email.ts';
import { resetTokenHash } from './secret-hashes.ts';
import { passwordResetTokens } from '../../db/tables/auth-codes.ts';

type ForgotPasswordData = z.output<typeof zForgotPasswordInput>;
type ResetPasswordData = z.output<typeof zResetPasswordInput>;

const validityMs = passwordResetLinkValidityMinutes * 60 * 1000;

/**
 * The spec wants unknown addresses told apart (`auth.failed.emailNotFound`), so each IP and
 * each address may only ask a few times; that keeps the form from listing accounts.
 */
export const forgotPasswordLimits = {
  perIp: { max: 5, windowMs: 15 * 60 * 1000 },
  perEmail: { max: 3, windowMs: 60 * 60 * 1000 },
} as const;

function forgotPasswordCounters(ip: string, email: string): LimitedCounter[] {
  return [
    { key: `forgot-password:ip:${ip}`, limit: forgotPasswordLimits.perIp },
    { key: `forgot-password:email:${email}`, limit: forgotPasswordLimits.perEmail },
  ];
}

/** Emails a single-use link, valid for an hour, to choose a new password. */
export async function forgotPassword(
  app: AuthContext,
  input: ForgotPasswordData,
  ip: string,
): Promise<void> {
  const { db } = app;
  const msLeft = await countAttempt(db, forgotPasswordCounters(ip, input.email));
  if (msLeft > 0) throw suspiciousActivity(msLeft);

  const [user] = await db
    .select({ id: users.id, fullName: users.fullName, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, input.email));
  if (!user) throw new ApiError(404, 'auth.failed.emailNotFound');
  if (!user.isActive) throw new ApiError(403, 'auth.failed.accountInactive');

  const now = app.clock.now();
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: resetTokenHash(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + validityMs),
    createdAt: now,
  });
  const link = `${app.config.publicUrl}/reset-password?token=${token}`;
  await app.mailer.send(
    passwordResetEmail({ to: input.email, locale: input.locale, fullName: user.fullName, link }),
  );
}

const invalidLink = () => new ApiError(400, 'auth.failed.invalidOrExpiredLink');

function usableToken(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

async function assertUsable(db: Database, tokenHash: string, now: Date): Promise<void> {
  const [found] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableToken(tokenHash, now));
  if (!found) throw invalidLink();
}

/**
 * Sets the new password from a reset link. The token is used up in the same transaction as
 * the change, only if still unused, and every other open link and every session of the
 * account dies with it.
 */
export async function resetPassword(app: AuthContext, input: ResetPasswordData): Promise<void> {
  const { db } = app;
  const now = app.clock.now();
  const tokenHash = resetTokenHash(input.token);
  // Checked before hashing, so made-up tokens cannot make the server hash passwords for free.
  await assertUsable(db, tokenHash, now);
  const passwordHash = await app.passwordHasher.hash(input.password);

  const email = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usableToken(tokenHash, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw invalidLink();
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: nextTokenVersion, updatedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    return changed?.email;
  });
  if (email) await forgetAccountAttempts(db, email);
}
