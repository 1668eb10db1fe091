import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';

import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import { readSyncStatus } from '../../lib/sync/sync-status.ts';

/** The navbar's sync state: items waiting, items needing attention, last sync (design section 4). */
export default function SyncIndicator() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const db = useUserDb();
  const status = useLiveQuery(() => readSyncStatus(db), [db]);
  if (!status) return null;
  const blocked = status.needsAttentionCount + status.conflictCount;
  const Icon =
    blocked > 0 ? IconAlertTriangle : status.pendingCount > 0 ? IconCloudUpload : IconCloudCheck;
  const color = blocked > 0 ? 'orange' : status.pendingCount > 0 ? 'gray' : 'teal';
  return (
    <Popover position="bottom" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={t`Sync status`}>
          <Indicator
            disabled={status.pendingCount + blocked === 0}
            label={status.pendingCount + blocked}
            color={color}
            size={16}
          >
            <Icon size={22} color={`var(--mantine-color-${color}-7)`} aria-hidden />
          </Indicator>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} maw={260}>
          <Group gap="xs">
            <Badge color="gray" variant="light">
              {status.pendingCount}
            </Badge>
            <Text fz="sm">
              <Plural
                value={status.pendingCount}
                one="item waiting to sync"
                other="items waiting to sync"
              />
            </Text>
          </Group>
          <Group gap="xs">
            <Badge color="orange" variant="light">
              {blocked}
            </Badge>
            <Text fz="sm">
              <Plural value={blocked} one="item needs attention" other="items need attention" />
            </Text>
          </Group>
          {status.needsSignIn && (
            <Text fz="sm" c="orange.8">
              <Trans>Sign in again to send the waiting items.</Trans>
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {status.lastSyncAt ? (
              <Trans>Last synced {formatDateTime(new Date(status.lastSyncAt), locale)}</Trans>
            ) : (
              <Trans>Not synced yet on this device.</Trans>
            )}
          </Text>
          {blocked > 0 && (
            <Text fz="sm" component={Link} to="/achievements" c="teal.8">
              <Trans>Review the items that need attention</Trans>
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
