/** What the notifications module offers the other modules; the rest is its own (docs/server-modules.md). */
export {
  removeOtherSessionsSubscriptions,
  removeSessionSubscriptions,
} from './push-subscriptions.ts';
export { notificationOf } from './notification-records.ts';
export { recordTitle } from './record-title.ts';
export { writeNotification } from './write-notification.ts';
export { writeSubscriptionReminders } from './scheduled-notifications.ts';
