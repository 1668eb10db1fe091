import { createHmac, timingSafeEqual } from 'node:crypto';

import { notificationKinds, type NotificationKind } from '../../../../contract/notifications.ts';

export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
}

// A key of its own, so an unsubscribe signature can never pass for anything else signed.
function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('shawahid notification unsubscribe').digest();
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(payload).digest();
}

/** The token of an email's one-click unsubscribe link: whose, which kind, signed. */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}.${claim.kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** The claim of a token this server signed, or null. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  const [encoded, signature] = parts;
  if (parts.length !== 2 || !encoded || !signature) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  // Compared as spelled: base64url's last character has spare bits, so decoding would let
  // several spellings of one signature pass (one token has exactly one spelling).
  const expected = Buffer.from(signatureOf(secret, payload).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, kind] = payload.split('.');
  const knownKind = notificationKinds.find((candidate) => candidate === kind);
  if (!userId || !knownKind) return null;
  return { userId, kind: knownKind };
}
