/// <reference lib="webworker" />
import { toCamelCaseKeys } from '../../contract/case-keys.ts';

import { parsePushMessage } from './push-message.ts';

/** What a shown notification keeps for its tap. */
export interface ShownNotificationData {
  path: string;
}

/** The part of the worker a push needs: its registration and the badging API, if any. */
export interface PushScope {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  navigator: {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
}

function readPayload(data: PushMessageData | null): unknown {
  try {
    return data ? toCamelCaseKeys(data.json()) : null;
  } catch {
    return null;
  }
}

/**
 * Shows a push message (its texts already in the user's language) and puts the unread count
 * on the home-screen icon. One notification per notification id: a message sent twice
 * replaces itself.
 */
export async function handlePush(scope: PushScope, data: PushMessageData | null): Promise<void> {
  const message = parsePushMessage(readPayload(data));
  if (!message) return;
  const shownData: ShownNotificationData = { path: message.path };
  await Promise.all([
    scope.registration.showNotification(message.title, {
      body: message.body,
      lang: message.lang,
      dir: message.lang === 'ar' ? 'rtl' : 'ltr',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.notificationId,
      data: shownData,
    }),
    setBadge(scope, message.unreadCount),
  ]);
}

async function setBadge(scope: PushScope, unreadCount: number): Promise<void> {
  try {
    if (unreadCount > 0) await scope.navigator.setAppBadge?.(unreadCount);
    else await scope.navigator.clearAppBadge?.();
  } catch {
    // The badge is a hint; the notification itself is shown.
  }
}
