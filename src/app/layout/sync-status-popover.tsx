import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Group, Popover, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactElement, type Ref } from 'react';
import { Link } from 'react-router-dom';

import { FirstPullProgress } from '../../components/first-pull-progress.tsx';
import { hasBackgroundSync } from '../../lib/browser-support/has-background-sync.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import type { SyncStatus } from '../../lib/sync/sync-status.ts';

import { DeviceOnlyItems } from './device-only-items.tsx';
import { DeviceStorageStatus } from './device-storage-status.tsx';
import { SyncUploadProgress } from './sync-upload-progress.tsx';

export interface SyncStatusPopoverProps {
  status: SyncStatus;
  /** No network, or the server did not answer the last try. */
  offline: boolean;
  /** The navbar button, rendered as the popover's target so it keeps its look and place. */
  renderButton: (ref: Ref<HTMLButtonElement>) => ReactElement;
}

/** The sync details behind the navbar's sync button: opens as soon as it is loaded. */
export function SyncStatusPopover({ status, offline, renderButton }: SyncStatusPopoverProps) {
  const { locale } = useLocale();
  const button = useRef<HTMLButtonElement>(null);
  // The button was just replaced by this one: keep the keyboard where the user was.
  useEffect(() => button.current?.focus(), []);
  const blocked = status.needsAttentionCount + status.conflictCount;
  return (
    <Popover position="bottom" withArrow shadow="md" defaultOpened>
      <Popover.Target>{renderButton(button)}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} maw={260}>
          {offline && (
            <Text fz="sm" fw={500}>
              <Trans>
                Offline. Everything is kept on this device and sent when the connection returns.
              </Trans>
            </Text>
          )}
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
          <SyncUploadProgress uploads={status.uploads} />
          {status.pendingCount > 0 && !hasBackgroundSync() && <DeviceOnlyItems />}
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
          <DeviceStorageStatus />
          <FirstPullProgress />
          {status.lastPullAt && (
            <Text fz="xs" c="dimmed">
              <Trans>
                Changes from the server checked{' '}
                {formatDateTime(new Date(status.lastPullAt), locale)}
              </Trans>
            </Text>
          )}
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
