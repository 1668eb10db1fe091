import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';

import type { Profile } from '../../../contract/profile.ts';
import { SubscriptionStatusBadge } from '../../entities/subscription/subscription-status-badge.tsx';
import { usePlanNameInLocale } from '../../entities/subscription/use-plan-name-in-locale.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { SubscriptionActions } from './subscription-actions.tsx';

/** The current subscription: status in its colour, plan and end date in long format. */
export function SubscriptionPanel({ profile }: { profile: Profile }) {
  const { locale } = useLocale();
  const status = profile.subscriptionStatus;
  const planNameShown = usePlanNameInLocale()(
    profile.subscriptionPlanName ?? '',
    profile.subscriptionPlanNameAr,
  );
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600}>
          <Trans>Status</Trans>
        </Text>
        <SubscriptionStatusBadge status={status} />
      </Group>
      {profile.subscriptionPlanName && (
        <Text>
          <Trans>Plan: {planNameShown}</Trans>
        </Text>
      )}
      {profile.subscriptionEndDate && (
        <Text>
          <Trans>Ends on {formatLongDate(profile.subscriptionEndDate, locale)}</Trans>
        </Text>
      )}
      <SubscriptionActions profile={profile} />
    </Stack>
  );
}
