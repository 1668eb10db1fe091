import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A six-digit code has only a million values, so a plain hash would be reversed at once;
 * keyed with the server's secret, a leaked table reveals nothing without the secret too.
 */
export function verificationCodeHash(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`verification-code\0${email}\0${code}`).digest('hex');
}

/** Reset tokens are 32 random bytes, so a plain hash is enough to keep them unusable at rest. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hashesMatch(storedHex: string, candidateHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const candidate = Buffer.from(candidateHex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
