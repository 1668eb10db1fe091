import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new link's salt: 16 random bytes, stored; the token is derived from it. */
export function newShareTokenSalt(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A link's token: an HMAC of its salt under the server's secret (256 bits, 43 characters).
 * Derived rather than stored, so the owner's PDF can print the newest link again while the
 * table alone opens nothing; a new `JWT_SECRET` retires every link.
 */
export function shareToken(secret: string, salt: string): string {
  return createHmac('sha256', secret).update(`portfolio-share\0${salt}`).digest('base64url');
}

/** How a link finds its row: the token's hash, as invitations keep theirs. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(`portfolio-share\0${token}`).digest('hex');
}

/** The shape of a token `shareToken` makes; anything else is unknown without a lookup. */
export const shareTokenPattern = /^[\w-]{43}$/;
