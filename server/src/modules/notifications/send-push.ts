import webPush from 'web-push';

import type { PushMessage } from '../../../../contract/notifications.ts';
import type { WebPushConfig } from '../../config.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said: taken, gone for good (404/410), or a failure worth retrying. */
export type PushOutcome = 'sent' | 'gone' | { failure: string };

/** A day: a notification older than that is news no more. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * Sends one message to one subscription, encrypted as RFC 8291 `aes128gcm` and signed with the
 * server's VAPID key. Only endpoints at an allowed push service are ever posted to.
 */
export async function sendPush(
  config: WebPushConfig,
  target: PushTarget,
  message: PushMessage,
): Promise<PushOutcome> {
  if (!config.serviceOrigins.includes(new URL(target.endpoint).origin)) {
    return { failure: 'push service not allowed' };
  }
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: {
        subject: config.vapidSubject,
        publicKey: config.vapidPublicKey,
        privateKey: config.vapidPrivateKey,
      },
      TTL: timeToLiveSeconds,
      urgency: message.kind === 'evidenceAccepted' ? 'low' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    // Sent with fetch rather than web-push's own https-only request: the same bytes, and a
    // push service on plain http (a local one in tests) is reachable too when it is listed.
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    return { failure: `push service answered ${response.status}` };
  } catch (error) {
    return { failure: `push failed: ${error instanceof Error ? error.message : 'unknown'}` };
  }
}
