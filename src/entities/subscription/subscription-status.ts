import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { SubscriptionStatus } from '../../../contract/constants.ts';

/** Status colours of docs/states-and-transitions.md, "Subscription statuses"; no subscription at all reads as an error. */
export function subscriptionStatusColor(status: SubscriptionStatus | null): string {
  switch (status) {
    case 'active':
      return 'green';
    case 'trial':
      return 'yellow';
    case 'expired':
      return 'red';
    case 'cancelled':
      return 'gray';
    case 'suspended':
      return 'blue';
    case null:
      return 'red';
  }
}

export const subscriptionStatusLabel: Record<SubscriptionStatus | 'none', MessageDescriptor> = {
  active: msg`Active`,
  trial: msg`Free trial`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  suspended: msg`Suspended`,
  none: msg`No subscription`,
};

/** A profile counts as subscribed when its status is active or trial. */
export function isSubscribed(status: SubscriptionStatus | null): boolean {
  return status === 'active' || status === 'trial';
}
