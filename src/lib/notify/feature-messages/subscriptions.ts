import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { SubscriptionMessageKey } from '../../../../contract/feature-message-keys/subscriptions.ts';

/** The translated text of the subscriptions and payments feature's own message keys. */
export const subscriptionMessages: Record<SubscriptionMessageKey, MessageDescriptor> = {
  'subscriptions.failed.subscriptionRequired': msg`An active subscription is needed to add new items. You can still read and export everything.`,
};
