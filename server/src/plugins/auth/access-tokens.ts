import { randomUUID } from 'node:crypto';

import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

import { zAccessTokenClaims } from '../../../../contract/access-token.ts';
import { accessTokenLifetimeHours, type Role } from '../../../../contract/constants.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Clock } from '../clock.ts';

/**
 * The claims of docs/states-and-transitions.md, "Sign in", plus when the token was made, its id for logout and the
 * account's token version when it was made (tokens from before versions count as version 0).
 */
const zVerifiedClaims = zAccessTokenClaims.extend({
  sub: z.uuid(),
  iat: z.number(),
  jti: z.string().min(1).max(100),
  ver: z.number().int().nonnegative().default(0),
});
export type VerifiedClaims = z.infer<typeof zVerifiedClaims>;

export interface TokenSubject {
  id: string;
  fullName: string;
  email: string;
  profilePictureUrl: string | null;
  role: Role;
  organizationId: string | null;
  /** The user's `token_version`: the token dies when it is raised. */
  tokenVersion: number;
}

export interface AccessTokens {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a genuine, unexpired token; otherwise a 401 `common.error.unauthorized`. */
  verify(token: string): Promise<VerifiedClaims>;
}

const lifetimeSeconds = accessTokenLifetimeHours * 60 * 60;

function isJoseError(error: unknown): boolean {
  return error instanceof joseErrors.JOSEError;
}

/** HS256 JWTs signed with the configured secret; only HS256 is accepted back. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);

  return {
    async sign(subject) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({
        fullName: subject.fullName,
        email: subject.email,
        profilePictureUrl: subject.profilePictureUrl,
        role: subject.role,
        organizationId: subject.organizationId,
        ver: subject.tokenVersion,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .setJti(randomUUID())
        .sign(key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        const claims = zVerifiedClaims.safeParse(payload);
        if (claims.success) return claims.data;
      } catch (error) {
        if (!isJoseError(error)) throw error;
      }
      throw new ApiError(401, 'common.error.unauthorized');
    },
  };
}
