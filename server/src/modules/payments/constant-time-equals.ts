import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares secrets without leaking, through timing, how much of them matched. */
export function constantTimeEquals(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison never short-cuts on length either.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}
