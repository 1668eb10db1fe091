import { createHmac } from 'node:crypto';

import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

import { visitorTokenLifetimeDays } from '../../../../contract/support-chat.ts';
import type { Clock } from '../clock.ts';

const audience = 'shawahid:support-visitor';

const zVisitorClaims = z.object({
  sub: z.uuid(),
  fullName: z.string().min(1).max(100),
  email: z.string().min(3).max(254),
  exp: z.number(),
});

/** Who a visitor token speaks for: the conversation it opens and the name given. */
export interface Visitor {
  conversationId: string;
  fullName: string;
  email: string;
}

/** A visitor as a genuine token names them, and when that token expires. */
export interface VerifiedVisitor extends Visitor {
  tokenExpiresAt: Date;
}

export interface VisitorTokens {
  sign(visitor: Visitor): Promise<string>;
  /** The visitor of a genuine, unexpired token; undefined otherwise. */
  verify(token: string): Promise<VerifiedVisitor | undefined>;
}

/**
 * HS256 tokens for visitors who are not signed in. The key is derived from the JWT secret
 * for this one use, so a visitor token can never pass as an access token or the other way.
 */
export function createVisitorTokens(jwtSecret: string, clock: Clock): VisitorTokens {
  const key = createHmac('sha256', jwtSecret).update('support-chat visitor token').digest();
  const lifetimeSeconds = visitorTokenLifetimeDays * 24 * 60 * 60;

  return {
    async sign(visitor) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ fullName: visitor.fullName, email: visitor.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(visitor.conversationId)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        const claims = zVisitorClaims.safeParse(payload);
        if (!claims.success) return undefined;
        return {
          conversationId: claims.data.sub,
          fullName: claims.data.fullName,
          email: claims.data.email,
          tokenExpiresAt: new Date(claims.data.exp * 1000),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
