import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';

import type { DashboardSubscription } from '../../../contract/dashboard.ts';
import { SubscriptionStatusBadge } from '../../entities/subscription/subscription-status-badge.tsx';
import { isSubscribed } from '../../entities/subscription/subscription-status.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { StatCard } from './stat-card.tsx';

/** The subscription status with the days left, and where to renew or subscribe. */
export function SubscriptionCard({
  subscription,
  manageLink,
}: {
  subscription: DashboardSubscription | null;
  manageLink: { to: string; label: string };
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const status = subscription?.status ?? null;
  const days = subscription?.daysLeft ?? 0;
  const endDate = subscription ? formatLongDate(subscription.endsAt, locale) : '';
  return (
    <StatCard
      title={t`Subscription`}
      value={
        <Group gap="xs">
          <SubscriptionStatusBadge status={status} size="lg" />
        </Group>
      }
      detail={
        subscription && isSubscribed(status) ? (
          <>
            <Text span fw={600} c="var(--mantine-color-text)">
              <Plural value={days} one="# day left" other="# days left" />
            </Text>{' '}
            <Trans>(until {endDate})</Trans>
          </>
        ) : subscription ? (
          <Trans>Ended on {endDate}</Trans>
        ) : (
          <Trans>Choose a plan to keep recording evidence.</Trans>
        )
      }
      link={manageLink}
    />
  );
}
