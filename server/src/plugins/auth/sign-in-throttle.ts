import { ApiError } from '../../http/api-error.ts';
import type { Database } from '../../db/database.ts';
import { countAttempt, type LimitedCounter } from '../rate-limit/attempt-limits.ts';
import { clearHits, clearHitsStartingWith, releaseHit } from '../rate-limit/hit-counter.ts';

const fifteenMinutesMs = 15 * 60 * 1000;

/**
 * Password checks allowed in 15 minutes. The tight limit is per account and address, so an
 * attacker elsewhere cannot lock a teacher out at school; the account's own limit stops a
 * guess spread over many addresses; the address's ceiling is far higher, since a whole school
 * (or the whole platform behind a proxy) signs in from one address. Counted in the database
 * so every instance sees the same attempts.
 */
export const signInLimits = {
  perAccountAndAddress: { max: 5, windowMs: fifteenMinutesMs },
  perAccount: { max: 20, windowMs: fifteenMinutesMs },
  perAddress: { max: 200, windowMs: fifteenMinutesMs },
} as const;

export interface SignInAttempt {
  ip: string;
  email: string;
}

const accountAndAddressPrefix = (email: string) => `sign-in-attempts:account-address:${email}:`;
const accountKey = (email: string) => `sign-in-attempts:account:${email}`;

function counters(attempt: SignInAttempt): LimitedCounter[] {
  return [
    {
      key: accountAndAddressPrefix(attempt.email) + attempt.ip,
      limit: signInLimits.perAccountAndAddress,
    },
    { key: accountKey(attempt.email), limit: signInLimits.perAccount },
    { key: `sign-in-attempts:address:${attempt.ip}`, limit: signInLimits.perAddress },
  ];
}

/** 429 `auth.failed.suspiciousActivity`, telling the client when to try again. */
export function suspiciousActivity(msLeft: number): ApiError {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  return new ApiError(429, 'auth.failed.suspiciousActivity', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Counts the attempt before the password is checked, in one upsert per counter, so attempts
 * sent at once cannot all pass a check made before any of them was counted. Refuses it when
 * a counter is over its limit.
 */
export async function reserveSignInAttempt(db: Database, attempt: SignInAttempt): Promise<void> {
  const msLeft = await countAttempt(db, counters(attempt));
  if (msLeft > 0) throw suspiciousActivity(msLeft);
}

/**
 * A right password gives its reserved attempt back, so a school's morning sign-ins never use
 * up its address, and ends the streak of this account at this address.
 */
export async function settleRightPassword(db: Database, attempt: SignInAttempt): Promise<void> {
  const [accountAndAddress, ...others] = counters(attempt);
  await Promise.all([
    ...(accountAndAddress ? [clearHits(db, accountAndAddress.key)] : []),
    ...others.map((counter) => releaseHit(db, counter.key)),
  ]);
}

/** A password set through an emailed link ends every streak of the account, wherever it was. */
export async function forgetAccountAttempts(db: Database, email: string): Promise<void> {
  await Promise.all([
    clearHits(db, accountKey(email)),
    clearHitsStartingWith(db, accountAndAddressPrefix(email)),
  ]);
}
