import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

import {
  subscriptionStatusColor,
  subscriptionStatusLabel,
} from '../../lib/format/subscription-status.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

/** The navbar's compact subscription status, in the spec's colours. */
export function SubscriptionStatusCompact() {
  const { i18n } = useLingui();
  const profile = useProfile();
  if (!profile) return null;
  const status = profile.subscriptionStatus;
  return (
    <Badge color={subscriptionStatusColor(status)} variant="light" visibleFrom="sm">
      {i18n._(subscriptionStatusLabel[status ?? 'none'])}
    </Badge>
  );
}
