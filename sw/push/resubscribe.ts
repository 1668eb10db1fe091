/// <reference lib="webworker" />
import { readSessionMirror } from '../../src/lib/db/session-mirror.ts';

import { pushApiPaths } from './push-paths.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The old subscription and its replacement, as `pushsubscriptionchange` gives them. */
export interface SubscriptionChange {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

/**
 * The push service replaced or dropped the subscription: subscribe again with the same
 * server key (unless the browser already did), tell the server, and forget the old one.
 * Nobody signed in: nothing is sent.
 */
export async function resubscribe(
  pushManager: PushManager,
  change: SubscriptionChange,
  send: Fetch,
): Promise<void> {
  const session = await readSessionMirror();
  if (!session) return;
  const applicationServerKey = change.oldSubscription?.options.applicationServerKey ?? null;
  const next =
    change.newSubscription ??
    (applicationServerKey
      ? await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
      : null);
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${session.accessToken}`,
  };
  if (next) {
    const json = next.toJSON();
    await send(pushApiPaths.subscribe, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        endpoint: next.endpoint,
        expiration_time: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      }),
    });
  }
  if (change.oldSubscription && change.oldSubscription.endpoint !== next?.endpoint) {
    await send(pushApiPaths.unsubscribe, {
      method: 'POST',
      headers,
      body: JSON.stringify({ endpoint: change.oldSubscription.endpoint }),
    });
  }
}
