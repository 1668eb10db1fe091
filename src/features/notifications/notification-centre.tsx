import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { notificationTargetPath } from '../../../contract/notifications.ts';

import classes from './notification-centre.module.css';
import { NotificationListItem } from './notification-list-item.tsx';
import { markAllNotificationsRead, markNotificationRead } from './notification-writes.ts';
import type { NotificationItem, NotificationsView } from './read-notifications.ts';

/**
 * The centre: the user's notifications from the device, newest first. A tap marks one read
 * and opens its record; "Mark all read" marks every one here (both work offline).
 */
export function NotificationCentre({
  view,
  pushSetting,
  onOpened,
}: {
  view: NotificationsView | undefined;
  /** Turning notifications on for this device, or why it cannot be done here. */
  pushSetting: ReactNode;
  onOpened: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const open = (item: NotificationItem) => {
    void markNotificationRead(item.row.id);
    onOpened();
    void navigate(notificationTargetPath(item.row.subject, item.row.subjectId));
  };
  return (
    <Stack gap="sm">
      {view && view.unreadCount > 0 ? (
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => void markAllNotificationsRead()}
          >
            <Trans>Mark all read</Trans>
          </Button>
        </Group>
      ) : null}
      {pushSetting}
      <Anchor component={Link} to="/profile#notifications" fz="sm" onClick={onOpened}>
        <Trans>Choose what reaches you, and how</Trans>
      </Anchor>
      {!view ? (
        <Loader size="sm" aria-label={t`Loading notifications`} />
      ) : view.items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg" c="dimmed">
          <IconBellOff size={32} aria-hidden />
          <Text fw={600}>
            <Trans>No notifications yet</Trans>
          </Text>
          <Text fz="sm" ta="center">
            <Trans>When your work is reviewed, returned or needs you, you will find it here.</Trans>
          </Text>
        </Stack>
      ) : (
        <ul className={classes.list} aria-label={t`Notifications`}>
          {view.items.map((item) => (
            <NotificationListItem key={item.row.id} item={item} onOpen={open} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
