import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { EscapableMenu } from '../../components/escapable-menu/escapable-menu.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { roleLabel } from '../../entities/role/role-label.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

import { AccountAvatar } from './account-avatar.tsx';
import { InstallMenuItem } from './install-menu-item.tsx';
import { profileLink } from './main-menu-links.ts';
import { useFocusBackOnClose } from './use-focus-back-on-close.ts';
import { useSignOut } from './use-sign-out.tsx';

// Only shows once the user opens the menu.
const SubscriptionMenuPanel = lazy(
  withCatalogs(['entities', 'subscriptions'], () =>
    import('../../features/subscriptions/subscription-menu-panel.tsx').then((module) => ({
      default: module.SubscriptionMenuPanel,
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
  const profile = useProfile();
  const { askThenSignOut, confirmation } = useSignOut(user);
  const profilePage = profileLink(user.role);
  const { targetRef, onClose } = useFocusBackOnClose<HTMLButtonElement>();
  return (
    <>
      {confirmation}
      <EscapableMenu
        position="bottom-end"
        width={260}
        withinPortal
        defaultOpened={defaultOpened}
        onClose={onClose}
      >
        <Menu.Target>
          <UnstyledButton ref={targetRef} aria-label={t`Account menu`}>
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
          {profilePage && (
            <Menu.Item
              component={Link}
              to={profilePage.to}
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {i18n._(profilePage.label)}
            </Menu.Item>
          )}
          <InstallMenuItem />
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
      </EscapableMenu>
    </>
  );
}
