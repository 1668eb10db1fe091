import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { zAccessTokenClaims } from '../../../contract/access-token.ts';
import { roles } from '../../../contract/constants.ts';

import { decodeAccessToken, readAccessTokenClaims } from './decode-access-token.ts';

const anyValue = fc.oneof(
  fc.string(),
  fc.constant(''),
  fc.constantFrom(...roles, 'owner', 'ADMIN'),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
);

const claimLike = fc.record(
  {
    sub: anyValue,
    fullName: anyValue,
    email: anyValue,
    profilePictureUrl: anyValue,
    role: anyValue,
    organizationId: anyValue,
    exp: anyValue,
    extra: anyValue,
  },
  { requiredKeys: [] },
);

const validClaims = fc.record({
  sub: fc.string({ minLength: 1 }),
  fullName: fc.string(),
  email: fc.string(),
  profilePictureUrl: fc.option(fc.string(), { nil: null }),
  role: fc.constantFrom(...roles),
  organizationId: fc.option(fc.uuid(), { nil: null }),
  exp: fc.integer({ min: 0 }),
});

const validClaimsWithOneFieldChanged = validClaims.chain((claims) =>
  fc
    .record({ field: fc.constantFrom(...Object.keys(claims)), value: anyValue })
    .map(({ field, value }) => ({ ...claims, [field]: value })),
);

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('readAccessTokenClaims', () => {
  it('accepts and returns exactly what the contract schema accepts and returns', () => {
    fc.assert(
      fc.property(
        fc.oneof(claimLike, validClaims, validClaimsWithOneFieldChanged, anyValue),
        (payload) => {
          const parsed = zAccessTokenClaims.safeParse(payload);
          expect(readAccessTokenClaims(payload)).toEqual(parsed.success ? parsed.data : null);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('decodeAccessToken', () => {
  const claims = {
    sub: 'user-1',
    fullName: 'Sara',
    email: 'sara@example.test',
    profilePictureUrl: null,
    role: 'agent',
    organizationId: null,
    exp: 2_000_000_000,
  };
  const token = (payload: unknown) => `${base64Url({ alg: 'HS256' })}.${base64Url(payload)}.sig`;

  it('returns the claims of an unexpired token', () => {
    expect(decodeAccessToken(token(claims), 1_000_000_000_000)).toEqual(claims);
  });

  it('refuses an expired token, a token with a foreign role and a string that is no token', () => {
    expect(decodeAccessToken(token(claims), 2_000_000_000_000)).toBeNull();
    expect(decodeAccessToken(token({ ...claims, role: 'owner' }), 0)).toBeNull();
    expect(decodeAccessToken('not-a-token', 0)).toBeNull();
  });
});
