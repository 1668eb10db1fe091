import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { brandPathFor } from '../../lib/session/home-path.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { openSupportChat } from '../../lib/support-chat/chat-launcher.ts';

import { AvatarMenu } from './avatar-menu.tsx';
import { mainMenuLinks, visitorLinks } from './main-menu-links.ts';
import { SubscriptionStatusCompact } from './subscription-status-compact.tsx';
import classes from './navbar.module.css';

// Loaded only once someone signs in, so the public pages never download Dexie.
const SyncIndicator = lazy(() => import('./sync-indicator.tsx'));

export function Navbar() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const user = session?.user ?? null;
  const links = user ? mainMenuLinks(user.role) : visitorLinks;

  const contactUs = () => {
    menu.close();
    openSupportChat(user ? { fullName: user.fullName, email: user.email, role: user.role } : null);
  };

  const menuItems = (
    <>
      {links.map((link) => (
        <Anchor
          key={link.to}
          component={Link}
          to={link.to}
          className={classes.link}
          onClick={menu.close}
        >
          {i18n._(link.label)}
        </Anchor>
      ))}
      <Anchor component="button" type="button" className={classes.link} onClick={contactUs}>
        <Trans>Contact us</Trans>
      </Anchor>
    </>
  );

  return (
    <Box component="header" className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Anchor
          component={Link}
          to={brandPathFor(user?.role ?? null)}
          underline="never"
          c="inherit"
          aria-label={t`Shawahid home`}
        >
          <BrandMark />
        </Anchor>
        <Group component="nav" aria-label={t`Main menu`} gap="lg" visibleFrom="md">
          {menuItems}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </Group>
          {user && (
            <Suspense fallback={null}>
              <SyncIndicator />
            </Suspense>
          )}
          {user && <SubscriptionStatusCompact />}
          {user ? (
            <AvatarMenu user={user} />
          ) : (
            <Button component={Link} to="/login">
              <Trans>Login</Trans>
            </Button>
          )}
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={t`Open menu`}
          />
        </Group>
      </Group>
      <Drawer opened={menuOpened} onClose={menu.close} title={t`Menu`} hiddenFrom="md" size="xs">
        <Stack component="nav" aria-label={t`Main menu`} gap="md">
          {menuItems}
          <Group gap="xs">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </Group>
        </Stack>
      </Drawer>
    </Box>
  );
}
