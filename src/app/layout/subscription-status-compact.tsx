import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useLocation } from 'react-router-dom';

import { openSubscriptionDialog } from '../../entities/subscription-gate/subscription-gate-store.ts';
import { SubscriptionStatusBadge } from '../../entities/subscription/subscription-status-badge.tsx';
import { useProfile } from '../../lib/session/profile-store.ts';

/**
 * The navbar's compact subscription status in the spec's colours, with Activate while on the
 * trial or expired (docs/states-and-transitions.md, "Subscription statuses"); the Payment route hides the button.
 */
export function SubscriptionStatusCompact() {
  const profile = useProfile();
  const { pathname } = useLocation();
  if (!profile) return null;
  const status = profile.subscriptionStatus;
  const canActivate =
    (status === 'trial' || status === 'expired') && !pathname.startsWith('/payment');
  return (
    <Group gap={6} wrap="nowrap" visibleFrom="sm">
      <SubscriptionStatusBadge status={status} data-testid="subscription-status" />
      {canActivate && (
        <Button size="compact-sm" variant="light" onClick={() => openSubscriptionDialog('chooser')}>
          <Trans>Activate</Trans>
        </Button>
      )}
    </Group>
  );
}
