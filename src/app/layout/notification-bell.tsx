import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Drawer, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { NotificationCentre } from '../../features/notifications/notification-centre.tsx';
import { useAppBadge, useNotifications } from '../../features/notifications/use-notifications.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { directionOf } from '../../lib/i18n/locale-preference.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { DevicePushSetting } from './device-push-setting.tsx';

/** The header's bell: the unread count (also on the home-screen icon) and the centre. */
export default function NotificationBell({ user }: { user: AccessTokenClaims }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const view = useNotifications();
  useAppBadge(view?.unreadCount);
  const [opened, drawer] = useDisclosure(false);
  const unread = view?.unreadCount ?? 0;
  // A crowded header keeps the badge short; the full count is in the label.
  const shown =
    unread > 99 ? `${numberFormat(locale).format(99)}+` : numberFormat(locale).format(unread);
  return (
    <>
      <Indicator
        disabled={unread === 0}
        label={<bdi>{shown}</bdi>}
        size={16}
        color="red"
        offset={4}
        data-testid="notification-count"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t`Notifications`}
          aria-description={
            unread > 0
              ? t({ message: plural(unread, { one: '# unread', other: '# unread' }) })
              : undefined
          }
          aria-haspopup="dialog"
          onClick={drawer.open}
        >
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        title={t`Notifications`}
        position={directionOf(locale) === 'rtl' ? 'left' : 'right'}
        size="md"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <NotificationCentre
          view={view}
          pushSetting={<DevicePushSetting userId={user.sub} />}
          onOpened={drawer.close}
        />
      </Drawer>
    </>
  );
}
