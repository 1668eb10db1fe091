import { and, eq, ne } from 'drizzle-orm';

import type { PushSubscriptionInput } from '../../../../contract/notifications.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import type { Database } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/tables/notifications.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';

/**
 * Keeps a device's subscription for the caller's session. Only endpoints at an allowed push
 * service are kept, so the server never posts to an address a client chose (a request forgery).
 * An endpoint already known moves to the caller: a shared browser has one endpoint.
 */
export async function subscribePush(
  db: Database,
  caller: AuthenticatedUser,
  input: PushSubscriptionInput,
  allowedOrigins: readonly string[],
  now: Date,
): Promise<void> {
  const endpoint = new URL(input.endpoint);
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') {
    throw new ApiError(400, 'notifications.failed.pushServiceNotAllowed');
  }
  if (!allowedOrigins.includes(endpoint.origin)) {
    throw new ApiError(400, 'notifications.failed.pushServiceNotAllowed');
  }
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({
      id: uuidv7(),
      userId: caller.id,
      endpoint: input.endpoint,
      ...keys,
      tokenId: caller.tokenId,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: caller.id, ...keys, tokenId: caller.tokenId, createdAt: now },
    });
}

/** Removes one of the caller's device subscriptions; an unknown one is already gone. */
export async function unsubscribePush(
  db: Database,
  caller: AuthenticatedUser,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, caller.id)));
}

/** Signing a session out removes the subscriptions that session made. */
export async function removeSessionSubscriptions(db: Database, tokenId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.tokenId, tokenId));
}

/** "Sign out of all other devices" removes every subscription but this session's. */
export async function removeOtherSessionsSubscriptions(
  db: Database,
  userId: string,
  keptTokenId: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.tokenId, keptTokenId)));
}
