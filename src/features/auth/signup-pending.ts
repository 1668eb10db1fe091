/**
 * The signup's second step: a verification request sets a pending flag and
 * remembers the email; a successful signup or going back clears both (spec section 4).
 * Kept for the tab only, so a reload returns to the code step.
 */
const pendingKey = 'signupPending';
const emailKey = 'signupEmail';

export function markSignupPending(email: string): void {
  sessionStorage.setItem(pendingKey, 'true');
  sessionStorage.setItem(emailKey, email);
}

export function clearSignupPending(): void {
  sessionStorage.removeItem(pendingKey);
  sessionStorage.removeItem(emailKey);
}

export function pendingSignupEmail(): string | null {
  return sessionStorage.getItem(pendingKey) === 'true' ? sessionStorage.getItem(emailKey) : null;
}
