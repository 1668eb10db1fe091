import { decodeJwt } from 'jose';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { roles, type Role } from '../../../contract/constants.ts';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The same check as the contract's `zAccessTokenClaims` (a test holds them equal),
 * written out so that every first paint, the landing page's included, stays free of zod.
 */
export function readAccessTokenClaims(payload: unknown): AccessTokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const claims = payload as Record<string, unknown>;
  const { sub, fullName, email, profilePictureUrl, role, organizationId, exp } = claims;
  if (!isString(sub) || sub.length === 0 || !isString(fullName) || !isString(email)) return null;
  if (profilePictureUrl !== null && !isString(profilePictureUrl)) return null;
  if (!roles.includes(role as Role)) return null;
  if (organizationId !== null && !isString(organizationId)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return {
    sub,
    fullName,
    email,
    profilePictureUrl,
    role: role as Role,
    organizationId,
    exp,
  };
}

/** The token's claims when it decodes and is unexpired, else null (docs/states-and-transitions.md, "Sign in"). */
export function decodeAccessToken(token: string, nowMs = Date.now()): AccessTokenClaims | null {
  try {
    const claims = readAccessTokenClaims(decodeJwt(token));
    // Expired when its expiry time is in the past (docs/validation.md, "Accounts").
    if (!claims || claims.exp * 1000 <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}
