import { randomInt } from 'node:crypto';

import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';

import type {
  RequestVerificationResult,
  zSignupInput,
  zVerifyAndSignupInput,
} from '../../../../contract/signup.ts';
import {
  verificationCodeLength,
  verificationCodeMaxAttempts,
  verificationCodeResendSeconds,
  verificationCodeValidityMinutes,
} from '../../../../contract/constants.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { trialSubscription } from '../subscriptions/access.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import type { AuthContext } from './auth-context.ts';
import { verificationCodeEmail } from './emails/verification-code-email.ts';
import { hashesMatch, verificationCodeHash } from './secret-hashes.ts';
import { verificationCodes } from '../../db/tables/auth-codes.ts';

type SignupData = z.output<typeof zSignupInput>;
type VerifyAndSignupData = z.output<typeof zVerifyAndSignupInput>;

const resendAfterMs = verificationCodeResendSeconds * 1000;
const validityMs = verificationCodeValidityMinutes * 60 * 1000;

async function isRegistered(db: Database, email: string): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return found !== undefined;
}

function newCode(): string {
  return String(randomInt(0, 10 ** verificationCodeLength)).padStart(verificationCodeLength, '0');
}

async function codeAlreadySent(db: Database, email: string, now: Date): Promise<ApiError> {
  const [previous] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email));
  const msLeft = previous
    ? previous.createdAt.getTime() + resendAfterMs - now.getTime()
    : resendAfterMs;
  const seconds = Math.min(verificationCodeResendSeconds, Math.max(1, Math.ceil(msLeft / 1000)));
  return new ApiError(429, 'auth.warning.verificationCodeAlreadySent', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Emails a new code for the address. The upsert replaces an older code only when that one is
 * at least a minute old, so two requests racing each other cannot both send an email.
 */
export async function requestVerification(
  app: AuthContext,
  input: SignupData,
): Promise<RequestVerificationResult> {
  const { db } = app;
  const now = app.clock.now();
  if (await isRegistered(db, input.email)) throw new ApiError(409, 'auth.failed.emailExists');

  const code = newCode();
  const codeHash = verificationCodeHash(app.config.jwtSecret, input.email, code);
  const fresh = {
    codeHash,
    attempts: 0,
    expiresAt: new Date(now.getTime() + validityMs),
    consumedAt: null,
    createdAt: now,
  };
  const stored = await db
    .insert(verificationCodes)
    .values({ email: input.email, ...fresh })
    .onConflictDoUpdate({
      target: verificationCodes.email,
      set: fresh,
      setWhere: lte(verificationCodes.createdAt, new Date(now.getTime() - resendAfterMs)),
    })
    .returning({ email: verificationCodes.email });
  if (stored.length === 0) throw await codeAlreadySent(db, input.email, now);

  try {
    await app.mailer.send(
      verificationCodeEmail({
        to: input.email,
        locale: input.locale,
        fullName: input.fullName,
        code,
      }),
    );
  } catch (error) {
    // Without the email the code is useless; let the person ask again at once.
    await db
      .delete(verificationCodes)
      .where(
        and(eq(verificationCodes.email, input.email), eq(verificationCodes.codeHash, codeHash)),
      );
    throw error;
  }
  return {
    email: input.email,
    resendAfterSeconds: verificationCodeResendSeconds,
    expiresInMinutes: verificationCodeValidityMinutes,
  };
}

const invalidCode = () => new ApiError(400, 'auth.failed.invalidVerificationCode');
const tooManyAttempts = () => new ApiError(429, 'auth.failed.tooManyAttempts');

/**
 * Counts the attempt and checks the code. The count only grows while it is under the limit,
 * in one statement, so parallel guesses cannot get more tries than allowed.
 */
async function checkCode(
  app: AuthContext,
  email: string,
  code: string,
  now: Date,
): Promise<string> {
  const { db } = app;
  const candidateHash = verificationCodeHash(app.config.jwtSecret, email, code);
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.email, email),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, verificationCodeMaxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts, codeHash: verificationCodes.codeHash });

  if (!counted) {
    const [current] = await db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    const usedUp =
      current &&
      current.consumedAt === null &&
      current.expiresAt > now &&
      current.attempts >= verificationCodeMaxAttempts;
    throw usedUp ? tooManyAttempts() : invalidCode();
  }
  if (!hashesMatch(counted.codeHash, candidateHash)) {
    throw counted.attempts >= verificationCodeMaxAttempts ? tooManyAttempts() : invalidCode();
  }
  return candidateHash;
}

/**
 * Creates the account once the emailed code is right: an agent with the school name, a
 * 14-day trial, and a token so the person is signed in. The code is consumed in the same
 * transaction, and only if nobody consumed it first.
 */
export async function verifyAndSignup(
  app: AuthContext,
  input: VerifyAndSignupData,
): Promise<{ accessToken: string }> {
  const { db } = app;
  const now = app.clock.now();
  const codeHash = await checkCode(app, input.email, input.code, now);
  if (await isRegistered(db, input.email)) throw new ApiError(409, 'auth.failed.emailExists');
  const passwordHash = await app.passwordHasher.hash(input.password);

  const user = await db.transaction(async (tx) => {
    const consumed = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.email, input.email),
          eq(verificationCodes.codeHash, codeHash),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .returning({ email: verificationCodes.email });
    if (consumed.length === 0) throw invalidCode();

    const [created] = await tx
      .insert(users)
      .values({
        fullName: input.fullName,
        email: input.email,
        passwordHash,
        role: 'agent',
        mobile: input.mobile,
        dateOfBirth: input.dateOfBirth,
        schoolName: input.schoolName,
        locale: input.locale,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw new ApiError(409, 'auth.failed.emailExists');
    await tx.insert(subscriptions).values(trialSubscription(created.id, now));
    return created;
  });

  return { accessToken: await app.accessTokens.sign(user) };
}
