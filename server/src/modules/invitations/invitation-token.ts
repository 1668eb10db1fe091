import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token is unguessable, so a plain hash keeps a leaked table from being used. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(`invitation\0${token}`).digest('hex');
}
