import { z } from 'zod';

import { zIdParams } from '../ids.ts';
import {
  zEmailUnsubscribed,
  zEmailUnsubscribeQuery,
  zMarkAllReadInput,
  zNotification,
  zNotificationList,
  zNotificationListQuery,
  zNotificationPreferences,
  zNotificationPreferencesUpdate,
  zPushPublicKey,
  zPushSubscriptionInput,
  zPushUnsubscribeInput,
  zUnreadCount,
} from '../notifications.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Notifications';

/**
 * The signed-in user's notifications, their delivery preferences and Web Push subscriptions
 * (docs/notifications.md). Marking read is a replayable write: the device marks offline and the
 * outbox carries it.
 */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    summary: 'The caller’s notifications, newest first, with the unread count',
    tag,
    query: zNotificationListQuery,
    result: zNotificationList,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    summary: 'Mark one notification read (already read: answers it unchanged)',
    tag,
    params: zIdParams,
    // Empty, but a body all the same: the outbox replays it as a JSON write.
    body: z.object({}),
    result: zNotification,
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Mark every notification up to one read',
    tag,
    body: zMarkAllReadInput,
    result: zUnreadCount,
  }),
  readPreferences: defineEndpoint({
    method: 'GET',
    path: '/notification-preferences',
    summary: 'How the caller wants each kind delivered',
    tag,
    result: zNotificationPreferences,
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/notification-preferences',
    summary: 'Change how some kinds are delivered',
    tag,
    body: zNotificationPreferencesUpdate,
    result: zNotificationPreferences,
  }),
  pushPublicKey: defineEndpoint({
    method: 'GET',
    path: '/push/public-key',
    summary: 'The server’s VAPID public key, for subscribing a device',
    tag,
    result: zPushPublicKey,
  }),
  subscribePush: defineEndpoint({
    method: 'POST',
    path: '/push/subscriptions',
    summary: 'Subscribe this device to Web Push (a push service not allowed answers 400)',
    tag,
    body: zPushSubscriptionInput,
    result: z.null(),
  }),
  unsubscribePush: defineEndpoint({
    method: 'POST',
    path: '/push/subscriptions/remove',
    summary: 'Remove this device’s Web Push subscription',
    tag,
    body: zPushUnsubscribeInput,
    result: z.null(),
  }),
  readEmailUnsubscribe: defineEndpoint({
    method: 'GET',
    path: '/notifications/unsubscribe',
    summary: 'The kind an email’s unsubscribe token would turn off; changes nothing',
    tag,
    anonymous: true,
    query: zEmailUnsubscribeQuery,
    result: zEmailUnsubscribed,
  }),
  unsubscribeEmail: defineEndpoint({
    method: 'POST',
    path: '/notifications/unsubscribe',
    summary: 'One-click unsubscribe from an email’s kind (RFC 8058), by the email’s token',
    tag,
    anonymous: true,
    query: zEmailUnsubscribeQuery,
    result: zEmailUnsubscribed,
  }),
};
