import { decodeJwt } from 'jose';

import {
  isExpired,
  zAccessTokenClaims,
  type AccessTokenClaims,
} from '../../../contract/access-token.ts';

/** The token's claims when it decodes and is unexpired, else null (spec section 4). */
export function decodeAccessToken(token: string, nowMs = Date.now()): AccessTokenClaims | null {
  try {
    const parsed = zAccessTokenClaims.safeParse(decodeJwt(token));
    if (!parsed.success || isExpired(parsed.data, nowMs)) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
