import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group } from '@mantine/core';
import { useLocation } from 'react-router-dom';

import { openSubscriptionDialog } from '../../components/subscription-gate/subscription-gate-store.ts';
import {
  subscriptionStatusColor,
  subscriptionStatusLabel,
} from '../../lib/format/subscription-status.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

/**
 * The navbar's compact subscription status in the spec's colours, with Activate while on the
 * trial or expired (spec section 4); the Payment route hides the button.
 */
export function SubscriptionStatusCompact() {
  const { i18n } = useLingui();
  const profile = useProfile();
  const { pathname } = useLocation();
  if (!profile) return null;
  const status = profile.subscriptionStatus;
  const canActivate =
    (status === 'trial' || status === 'expired') && !pathname.startsWith('/payment');
  return (
    <Group gap={6} wrap="nowrap" visibleFrom="sm">
      <Badge
        color={subscriptionStatusColor(status)}
        variant="light"
        data-testid="subscription-status"
      >
        {i18n._(subscriptionStatusLabel[status ?? 'none'])}
      </Badge>
      {canActivate && (
        <Button size="compact-sm" variant="light" onClick={() => openSubscriptionDialog('chooser')}>
          <Trans>Activate</Trans>
        </Button>
      )}
    </Group>
  );
}
