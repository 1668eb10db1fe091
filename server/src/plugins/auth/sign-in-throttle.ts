import { ApiError } from '../../http/api-error.ts';
import type { Database } from '../../db/database.ts';
import { msUntilAllowed, countAttempt, type LimitedCounter } from '../rate-limit/attempt-limits.ts';
import { clearHits } from '../rate-limit/hit-counter.ts';

const fifteenMinutesMs = 15 * 60 * 1000;

/**
 * Password guessing is slowed per IP (a school behind one address gets some slack) and per
 * account (a spread-out attack on one teacher). Counted in the database so every instance
 * sees the same failures.
 */
export const signInFailureLimits = {
  perIp: { max: 10, windowMs: fifteenMinutesMs },
  perAccount: { max: 5, windowMs: fifteenMinutesMs },
} as const;

export interface SignInAttempt {
  ip: string;
  email: string;
}

const accountCounterKey = (email: string) => `sign-in-failures:account:${email}`;

function counters({ ip, email }: SignInAttempt): LimitedCounter[] {
  return [
    { key: `sign-in-failures:ip:${ip}`, limit: signInFailureLimits.perIp },
    { key: accountCounterKey(email), limit: signInFailureLimits.perAccount },
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

/** Refuses the attempt when its IP or account has failed too often lately. */
export async function assertSignInAllowed(db: Database, attempt: SignInAttempt): Promise<void> {
  const msLeft = await msUntilAllowed(db, counters(attempt));
  if (msLeft > 0) throw suspiciousActivity(msLeft);
}

export async function recordSignInFailure(db: Database, attempt: SignInAttempt): Promise<void> {
  await countAttempt(db, counters(attempt));
}

/** A right password ends the account's streak; the IP's count stays, it may be guessing many. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await clearHits(db, accountCounterKey(email));
}
