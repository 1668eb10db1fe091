import { useLingui } from '@lingui/react';
import { Badge, type BadgeProps } from '@mantine/core';

import type { SubscriptionStatus } from '../../../contract/constants.ts';

import { subscriptionStatusColor, subscriptionStatusLabel } from './subscription-status.ts';

interface SubscriptionStatusBadgeProps {
  /** null: no subscription at all. */
  status: SubscriptionStatus | null;
  size?: BadgeProps['size'];
  'data-testid'?: string;
}

/** A subscription's status in its colour, the same in the navbar, profile, lists and dashboards. */
export function SubscriptionStatusBadge({ status, ...badgeProps }: SubscriptionStatusBadgeProps) {
  const { _ } = useLingui();
  return (
    <Badge color={subscriptionStatusColor(status)} variant="light" {...badgeProps}>
      {_(subscriptionStatusLabel[status ?? 'none'])}
    </Badge>
  );
}
