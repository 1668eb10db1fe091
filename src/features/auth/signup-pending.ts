import type { SignupInput } from '../../../contract/signup.ts';

/**
 * The signup's second step survives a reload (docs/states-and-transitions.md, "Signup: two steps"): a verification request keeps
 * what the visitor typed, but never the password, and when a new code may be asked for; a
 * successful signup or going back clears it. Kept for the tab only.
 */
const pendingKey = 'signupPending';

export type PendingDetails = Omit<SignupInput, 'password'>;

export interface PendingSignup {
  details: PendingDetails;
  /** When a new code may be asked for, in ms since the epoch. */
  resendAt: number;
}

export function markSignupPending(details: SignupInput, resendAfterSeconds: number): void {
  const kept: PendingDetails = {
    fullName: details.fullName,
    email: details.email,
    schoolName: details.schoolName,
    mobile: details.mobile,
    dateOfBirth: details.dateOfBirth,
  };
  const pending: PendingSignup = {
    details: kept,
    resendAt: Date.now() + resendAfterSeconds * 1000,
  };
  sessionStorage.setItem(pendingKey, JSON.stringify(pending));
}

export function clearSignupPending(): void {
  sessionStorage.removeItem(pendingKey);
}

export function pendingSignup(): PendingSignup | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(pendingKey) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { details, resendAt } = stored as Partial<PendingSignup>;
    if (typeof details?.email !== 'string' || typeof resendAt !== 'number') return null;
    return { details, resendAt };
  } catch {
    return null;
  }
}
