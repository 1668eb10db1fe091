import { Plural, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';

import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import { readSyncStatus } from '../../lib/sync/sync-status.ts';

import { formatCount } from './format-figures.ts';
import { StatCard } from './stat-card.tsx';

/** Items still on this device only: the server cannot know them, so they come from the outbox. */
export function SyncWaitingCard() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const db = useUserDb();
  const status = useLiveQuery(() => readSyncStatus(db), [db]);
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
        ) : (
          t`Sent automatically when the connection allows.`
        )
      }
      link={{ to: '/achievements', label: t`Open achievements` }}
    />
  );
}
