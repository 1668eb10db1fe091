import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';

import type { Profile } from '../../../contract/profile.ts';
import { openSubscriptionDialog } from '../../entities/subscription-gate/subscription-gate-store.ts';
import { SubscriptionStatusBadge } from '../../entities/subscription/subscription-status-badge.tsx';
import { usePlanNameInLocale } from '../../entities/subscription/use-plan-name-in-locale.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/**
 * The avatar menu's full subscription panel: type (organisation for principals, else
 * personal), status in its colour, plan and end date, and a way to choose a plan.
 */
export function SubscriptionMenuPanel({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const nameInLocale = usePlanNameInLocale();
  const status = profile.subscriptionStatus;
  const canChoose = status !== 'active' && profile.role !== 'super_admin';
  return (
    <Stack gap={4} px="sm" py="xs" aria-label={t`Subscription`} role="group">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {profile.role === 'org_admin' ? (
            <Trans>Organisation subscription</Trans>
          ) : (
            <Trans>Personal subscription</Trans>
          )}
        </Text>
        <SubscriptionStatusBadge status={status} size="sm" />
      </Group>
      {profile.subscriptionPlanName && (
        <Text size="sm">
          {nameInLocale(profile.subscriptionPlanName, profile.subscriptionPlanNameAr)}
        </Text>
      )}
      {profile.subscriptionEndDate && (
        <Text size="xs" c="dimmed">
          <Trans>Ends on {formatLongDate(profile.subscriptionEndDate, locale)}</Trans>
        </Text>
      )}
      {canChoose && (
        <Button
          size="compact-xs"
          variant="light"
          mt={4}
          onClick={() => openSubscriptionDialog('chooser')}
        >
          <Trans>Choose a plan</Trans>
        </Button>
      )}
    </Stack>
  );
}
