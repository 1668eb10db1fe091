import { notificationEndpoints } from '../../../../contract/endpoints/notifications.ts';
import type { PushSubscriptionInput } from '../../../../contract/notifications.ts';
import { callEndpoint } from '../../../lib/api/api-client.ts';

/** The browser's Push API, or null where there is none. */
export function browserHasPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission | null {
  return browserHasPush() ? Notification.permission : null;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!browserHasPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function deviceIsSubscribed(): Promise<boolean> {
  return (await currentSubscription()) !== null;
}

/** A VAPID key as `applicationServerKey` wants it: the bytes of its base64url text. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export type SubscribeOutcome = 'subscribed' | 'denied';

/**
 * Asks for permission (call it from a tap: browsers refuse a request without one), subscribes
 * this device with the server's VAPID key and registers it with the server. Throws an
 * ApiError when the server refuses or cannot be reached.
 */
export async function subscribeThisDevice(): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await callEndpoint(notificationEndpoints.pushPublicKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  await callEndpoint(notificationEndpoints.subscribePush, {
    body: subscriptionInput(subscription),
  });
  return 'subscribed';
}

/**
 * Sign-out: the server forgets this device's subscription (while the token still names the
 * user), then the browser drops it, so the next person on the device gets nothing of hers.
 */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  try {
    await callEndpoint(
      notificationEndpoints.unsubscribePush,
      { body: { endpoint: subscription.endpoint } },
      { reportUnauthorized: false },
    );
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
}
