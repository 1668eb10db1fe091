import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { NotificationMessageKey } from '../../../../contract/feature-message-keys/notifications.ts';

/** The translated text of the notifications' own message keys. */
export const notificationMessages: Record<NotificationMessageKey, MessageDescriptor> = {
  'notifications.failed.pushServiceNotAllowed': msg`This browser’s notification service is not supported. Notifications will come by email instead.`,
  'notifications.failed.unsubscribeLinkInvalid': msg`This unsubscribe link is not valid. Change your notification settings in your profile.`,
};
