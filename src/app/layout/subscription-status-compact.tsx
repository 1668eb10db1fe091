import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useLocation } from 'react-router-dom';

import { openSubscriptionDialog } from '../../entities/subscription-gate/subscription-gate-store.ts';
import { SubscriptionStatusBadge } from '../../entities/subscription/subscription-status-badge.tsx';
import {
  subscriptionStatusColor,
  subscriptionStatusLabel,
} from '../../entities/subscription/subscription-status.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

/**
 * The navbar's compact subscription status in the spec's colours, with Activate while on the
 * trial or expired (docs/states-and-transitions.md, "Subscription statuses"); the Payment route
 * hides the button. Below 576 px only Activate shows, when there is something to activate.
 */
export function SubscriptionStatusCompact() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const { pathname } = useLocation();
  if (!profile) return null;
  const status = profile.subscriptionStatus;
  const canActivate =
    (status === 'trial' || status === 'expired') && !pathname.startsWith('/payment');
  const activate = () => openSubscriptionDialog('chooser');
  return (
    <>
      <Group gap={6} wrap="nowrap" visibleFrom="sm">
        <SubscriptionStatusBadge status={status} data-testid="subscription-status" />
        {canActivate && (
          <Button size="compact-sm" variant="light" onClick={activate}>
            <Trans>Activate</Trans>
          </Button>
        )}
      </Group>
      {/* A phone has room for the action only, in the status's colour; its name is in the label. */}
      {canActivate && (
        <Button
          hiddenFrom="sm"
          size="compact-xs"
          variant="light"
          color={subscriptionStatusColor(status)}
          aria-label={`${i18n._(subscriptionStatusLabel[status])}: ${t`Activate`}`}
          onClick={activate}
        >
          <Trans>Activate</Trans>
        </Button>
      )}
    </>
  );
}
