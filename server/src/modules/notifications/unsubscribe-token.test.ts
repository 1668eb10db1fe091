import { describe, expect, it } from 'vitest';

import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a secret long enough for the test only, 32+ chars';
const claim = { userId: '0195f2d4-0000-7000-8000-000000000001', kind: 'planFeedback' } as const;

// Base64url of 32 bytes ends in a character carrying four bits; the other two are spare.
const spareBitTwins = (last: string): string[] => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const value = alphabet.indexOf(last);
  return [0, 1, 2, 3]
    .map((spare) => alphabet[(value & ~3) | spare] as string)
    .filter((twin) => twin !== last);
};

describe('unsubscribe token', () => {
  it('reads back the claim it signed', () => {
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, claim))).toEqual(claim);
  });

  it('refuses one signed with another secret', () => {
    const forged = unsubscribeToken(`${secret} but another`, claim);
    expect(readUnsubscribeToken(secret, forged)).toBeNull();
  });

  it('refuses a signature spelled differently even where it decodes to the same bytes', () => {
    const token = unsubscribeToken(secret, claim);
    for (const twin of spareBitTwins(token.slice(-1))) {
      expect(readUnsubscribeToken(secret, `${token.slice(0, -1)}${twin}`)).toBeNull();
    }
  });

  it('refuses a token with a part more than it was given', () => {
    expect(readUnsubscribeToken(secret, `${unsubscribeToken(secret, claim)}.extra`)).toBeNull();
  });
});
