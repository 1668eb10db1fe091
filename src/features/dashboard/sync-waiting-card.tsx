import { Plural, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

import { useLocale } from '../../lib/i18n/use-locale.ts';
import type { SyncStatus } from '../../lib/sync/sync-status.ts';

import { formatCount } from './format-figures.ts';
import { StatCard } from './stat-card.tsx';

/**
 * Items still on this device only: the server cannot know them, so they come from the outbox
 * (`status` undefined while it is being read). Without Background Sync they leave only while
 * the app is open, so the card says so.
 */
export function SyncWaitingCard({
  status,
  sentInBackground = true,
}: {
  status: SyncStatus | undefined;
  sentInBackground?: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const blocked = (status?.needsAttentionCount ?? 0) + (status?.conflictCount ?? 0);
  return (
    <StatCard
      title={t`Waiting to sync`}
      value={status ? formatCount(status.pendingCount, locale) : '…'}
      detail={
        blocked > 0 ? (
          <Text span c="orange.8" fz="sm">
            <Plural value={blocked} one="# item needs attention" other="# items need attention" />
          </Text>
        ) : status && status.pendingCount === 0 ? (
          t`Everything on this device is saved on the server.`
        ) : sentInBackground ? (
          t`Sent automatically when the connection allows.`
        ) : (
          t`Kept only on this device for now; open Shawahid when you have signal to send them.`
        )
      }
      link={{ to: '/achievements', label: t`Open evidence` }}
    />
  );
}
