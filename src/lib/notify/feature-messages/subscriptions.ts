import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { SubscriptionMessageKey } from '../../../../contract/feature-message-keys/subscriptions.ts';

/** The translated text of the subscriptions and payments feature's own message keys. */
export const subscriptionMessages: Record<SubscriptionMessageKey, MessageDescriptor> = {
  'subscriptions.failed.subscriptionRequired': msg`An active subscription is needed to add new items. You can still read and export everything.`,
  'subscriptions.failed.noPaidSubscription': msg`There is no paid subscription whose renewal could be cancelled.`,
  'subscriptions.success.renewalCancelled': msg`Renewal cancelled. You keep access until the end of the current period.`,
  'subscriptions.success.planSaved': msg`Plan saved.`,
  'subscriptions.success.planRetired': msg`Plan retired. It is no longer offered to buyers.`,
};
