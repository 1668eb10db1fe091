import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { MountWhenFirstOpened } from '../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { roleLabel } from '../../entities/role/role-label.ts';
import { logout } from '../../features/auth/logout.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useProfile } from '../../lib/session/profile-store.ts';
import { isSharedDeviceFor } from '../../lib/session/shared-device.ts';

import { AccountAvatar } from './account-avatar.tsx';
import { countUnsyncedItems } from './count-unsynced-items.ts';

// Both only show once the user opens the menu or logs out with unsynced work.
const SubscriptionMenuPanel = lazy(
  withCatalogs(['entities', 'subscriptions'], () =>
    import('../../features/subscriptions/subscription-menu-panel.tsx').then((module) => ({
      default: module.SubscriptionMenuPanel,
    })),
  ),
);
const UnsyncedLogoutModal = lazy(
  withCatalogs(['app'], () =>
    import('./unsynced-logout-modal.tsx').then((module) => ({
      default: module.UnsyncedLogoutModal,
    })),
  ),
);

export function AvatarMenu({
  user,
  defaultOpened = false,
}: {
  user: AccessTokenClaims;
  /** Open at once: the launcher mounts the menu when the user first asks for it. */
  defaultOpened?: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const profile = useProfile();
  const [waitingCount, setWaitingCount] = useState<number | null>(null);
  const signOut = async () => {
    setWaitingCount(null);
    await logout();
    await navigate('/login');
  };
  const askThenSignOut = async () => {
    const waiting = await countUnsyncedItems();
    if (waiting > 0) setWaitingCount(waiting);
    else await signOut();
  };
  const syncNow = async () => {
    setWaitingCount(null);
    const { requestReplay } = await import('../../lib/sync/schedule-replay.ts');
    await requestReplay();
  };
  return (
    <>
      <MountWhenFirstOpened opened={waitingCount !== null}>
        <UnsyncedLogoutModal
          waitingCount={waitingCount}
          onClose={() => setWaitingCount(null)}
          onSyncNow={() => void syncNow()}
          onLogoutAnyway={() => void signOut()}
          sharedDevice={isSharedDeviceFor(user.sub)}
        />
      </MountWhenFirstOpened>
      <Menu position="bottom-end" width={260} withinPortal defaultOpened={defaultOpened}>
        <Menu.Target>
          <UnstyledButton aria-label={t`Account menu`}>
            <AccountAvatar user={user} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>
              Welcome, <bdi>{user.fullName}</bdi>
            </Trans>
          </Menu.Label>
          <Group px="sm" pb="xs">
            <Badge variant="light">{i18n._(roleLabel[user.role])}</Badge>
          </Group>
          {profile && (
            <LazyPartBoundary>
              <Suspense fallback={null}>
                <SubscriptionMenuPanel profile={profile} />
              </Suspense>
            </LazyPartBoundary>
          )}
          <Menu.Divider />
          <Menu.Item
            component={Link}
            to="/profile"
            leftSection={<IconUser size={16} aria-hidden />}
          >
            <Trans>My Profile</Trans>
          </Menu.Item>
          <Group px="sm" py="xs" gap="xs">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </Group>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void askThenSignOut()}
          >
            <Trans>Logout</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
