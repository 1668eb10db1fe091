/** Message keys of notifications (docs/notifications.md), beyond the spec's catalogue. */
export const notificationMessageKeys = [
  /** A Web Push subscription whose endpoint is not at an allowed push service (`PUSH_SERVICE_ORIGINS`). */
  'notifications.failed.pushServiceNotAllowed',
  /** An email's unsubscribe link that was changed or not made by this server. */
  'notifications.failed.unsubscribeLinkInvalid',
] as const;

export type NotificationMessageKey = (typeof notificationMessageKeys)[number];
