import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';

import { useLocale } from '../../lib/i18n/use-locale.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { formatRelativeTime } from '../../lib/format/format-relative-time.ts';

import classes from './notification-list-item.module.css';
import { notificationText } from './notification-text.ts';
import type { NotificationItem } from './read-notifications.ts';

/** One notification: unread ones marked by a dot and weight; a tap opens what it is about. */
export function NotificationListItem({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const { i18n, t } = useLingui();
  const { locale } = useLocale();
  const { row, read } = item;
  const text = notificationText(row.kind, row.details, i18n, locale);
  return (
    <li className={classes.item}>
      <UnstyledButton
        className={classes.button}
        data-unread={read ? undefined : true}
        onClick={() => onOpen(item)}
        aria-label={read ? undefined : t`Unread: ${text.title}`}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <span className={classes.dot} aria-hidden />
          <Stack gap={2} className={classes.texts}>
            <Text fz="sm" fw={read ? 500 : 700}>
              {text.title}
            </Text>
            <Text fz="sm" c={read ? 'dimmed' : undefined} className={classes.body}>
              {text.body}
            </Text>
            <Text fz="xs" c="dimmed" component="time" dateTime={row.createdAt}>
              <span title={formatDateTime(row.createdAt, locale)}>
                {formatRelativeTime(row.createdAt, locale)}
              </span>
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
