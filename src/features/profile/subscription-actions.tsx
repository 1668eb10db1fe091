import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import type { Profile } from '../../../contract/profile.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { openSubscriptionDialog } from '../../entities/subscription-gate/subscription-gate-store.ts';
import { dataInView, useServerData } from '../../lib/api/use-server-data.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey } from '../../lib/notify/notify.ts';
import { loadProfile } from '../../lib/session/load-profile.ts';
import {
  cancelRenewal,
  fetchCurrentSubscription,
} from '../../entities/subscription/subscriptions-api.ts';

/**
 * Under the profile's current subscription: the teacher limit of a school's plan, choosing a
 * plan (personal or organisation), and cancelling renewal, which keeps access to the end.
 */
export function SubscriptionActions({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  // Asked again when the profile says the subscription changed (a purchase, a renewal).
  const subscription = useServerData(
    JSON.stringify([profile.subscriptionStatus, profile.subscriptionEndDate]),
    fetchCurrentSubscription,
  );
  const current = dataInView(subscription);

  const cancel = useAsyncAction(async () => {
    await cancelRenewal();
    subscription.reload();
    setConfirming(false);
    notifyKey('subscriptions.success.renewalCancelled');
    await loadProfile();
  });

  const mayCancel =
    current?.status === 'active' &&
    !current.renewalCancelled &&
    (current.scope === 'personal' || profile.role === 'org_admin');

  return (
    <Stack gap="sm">
      {current?.teacherLimit != null && (
        <Text>
          <Trans>Teachers allowed: {current.teacherLimit}</Trans>
        </Text>
      )}
      {current?.renewalCancelled && (
        <Alert color="gray">
          <Trans>
            Renewal is cancelled. You keep access until {formatLongDate(current.endsAt, locale)}.
          </Trans>
        </Alert>
      )}
      {profile.role !== 'super_admin' && (
        <Group gap="sm">
          <Button onClick={() => openSubscriptionDialog('chooser')}>
            <Trans>Choose a plan</Trans>
          </Button>
          {mayCancel && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              <Trans>Cancel renewal</Trans>
            </Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t`Cancel renewal?`}
        message={
          <Trans>
            Your subscription stays active until the end of the period you paid for. Payments are
            non-refundable.
          </Trans>
        }
        cancelLabel={<Trans>Keep renewal</Trans>}
        confirmLabel={<Trans>Cancel renewal</Trans>}
        busy={cancel.busy}
        onConfirm={() => void cancel.run()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
