import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import { BrandMark } from '../../components/brand-mark.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { MountWhenFirstOpened } from '../../components/mount-when-first-opened/mount-when-first-opened.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { brandPathFor } from '../../lib/session/home-path.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { openSupportChat } from '../../lib/support-chat/chat-launcher.ts';
import { staysInView } from '../../lib/navigation/use-keyboard-focus-kept-clear.ts';

import { mainMenuLinks, profileLink, visitorLinks, type MenuLink } from './main-menu-links.ts';
import classes from './navbar.module.css';

// Loaded only once someone signs in, so the public pages never download it (or Dexie).
const SignedInControls = lazy(
  withCatalogs(['app', 'entities', 'subscriptions'], () => import('./signed-in-controls.tsx')),
);
const MenuDrawer = lazy(withCatalogs(['app'], () => import('./menu-drawer.tsx')));

export function Navbar() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const user = session?.user ?? null;
  const links = user ? mainMenuLinks(user.role) : visitorLinks;
  // The avatar menu's profile page, next to the rest in the phone's menu.
  const profilePage = user ? profileLink(user.role) : null;
  const drawerLinks: readonly MenuLink[] = profilePage ? [...links, profilePage] : links;

  const contactUs = () => {
    menu.close();
    openSupportChat(user ? { fullName: user.fullName, email: user.email, role: user.role } : null);
  };

  const menuItems = (shown: readonly MenuLink[]) => (
    <>
      {shown.map((link) => (
        <Anchor
          key={link.to}
          component={Link}
          to={link.to}
          underline="hover"
          className={classes.link}
          onClick={menu.close}
        >
          {i18n._(link.label)}
        </Anchor>
      ))}
      <Anchor
        component="button"
        type="button"
        underline="hover"
        className={classes.link}
        onClick={contactUs}
      >
        <Trans>Contact us</Trans>
      </Anchor>
    </>
  );

  return (
    <Box component="header" className={classes.header} {...staysInView}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Anchor
          component={Link}
          to={brandPathFor(user?.role ?? null)}
          underline="never"
          c="inherit"
          aria-label={t`Shawahid home`}
        >
          <BrandMark crowded={user !== null} />
        </Anchor>
        <Group component="nav" aria-label={t`Main menu`} gap="lg" visibleFrom="md">
          {menuItems(links)}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </Group>
          {user ? (
            <LazyPartBoundary>
              <Suspense fallback={<Box className={classes.avatarPlaceholder} />}>
                <SignedInControls user={user} />
              </Suspense>
            </LazyPartBoundary>
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
      <MountWhenFirstOpened opened={menuOpened}>
        {(drawnOpen) => (
          <MenuDrawer opened={drawnOpen} onClose={menu.close} title={t`Menu`} user={user}>
            {menuItems(drawerLinks)}
          </MenuDrawer>
        )}
      </MountWhenFirstOpened>
    </Box>
  );
}
