import { createHmac } from 'node:crypto';

import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

import type { TokenSession } from '../../plugins/auth/auth.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import type { Clock } from '../../plugins/clock.ts';

/**
 * A media ticket lets the browser's own player fetch one evidence file (`<video src>` sends no
 * bearer header): it names the file and the access token it was asked with, and lives no
 * longer than that token. Each request still checks the session (logged out, new password,
 * deactivated) and the caller's access to the file, as the download does. Its key is derived
 * from JWT_SECRET for this purpose alone, so a ticket is never an access token.
 */
const zTicketClaims = z.object({
  sub: z.uuid(),
  fid: z.string(),
  jti: z.string().min(1).max(100),
  ver: z.number().int().nonnegative(),
  exp: z.number(),
});

function ticketKey(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('evidence-media-ticket').digest();
}

export async function signMediaTicket(
  secret: string,
  viewer: AuthenticatedUser,
  fileId: string,
): Promise<{ ticket: string; expiresAt: Date }> {
  const expiresAt = viewer.tokenExpiresAt;
  const ticket = await new SignJWT({ fid: fileId, ver: viewer.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'media-ticket' })
    .setSubject(viewer.id)
    .setJti(viewer.tokenId)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ticketKey(secret));
  return { ticket, expiresAt };
}

/** The session a genuine, unexpired ticket for this file was asked with; else undefined. */
export async function verifyMediaTicket(
  secret: string,
  clock: Clock,
  ticket: string,
  fileId: string,
): Promise<TokenSession | undefined> {
  try {
    const { payload, protectedHeader } = await jwtVerify(ticket, ticketKey(secret), {
      algorithms: ['HS256'],
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    const claims = zTicketClaims.safeParse(payload);
    if (protectedHeader.typ !== 'media-ticket' || !claims.success) return undefined;
    if (claims.data.fid !== fileId) return undefined;
    return {
      userId: claims.data.sub,
      tokenId: claims.data.jti,
      tokenVersion: claims.data.ver,
      expiresAt: new Date(claims.data.exp * 1000),
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
