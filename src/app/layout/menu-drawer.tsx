import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Divider, Drawer, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ThemeSwitcher } from '../../components/theme-switcher.tsx';
import { useInstallAction } from '../pwa/use-install-action.ts';

import classes from './navbar.module.css';
import { useSignOut } from './use-sign-out.tsx';

function SignOutButton({ user, onClose }: { user: AccessTokenClaims; onClose: () => void }) {
  const { askThenSignOut, confirmation } = useSignOut(user);
  return (
    <>
      {confirmation}
      <Button
        variant="subtle"
        color="red"
        justify="flex-start"
        px={0}
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => {
          onClose();
          void askThenSignOut();
        }}
      >
        <Trans>Logout</Trans>
      </Button>
    </>
  );
}

/**
 * The narrow screens' menu, in its own chunk: the drawer machinery loads on first open. It
 * holds what the wide header and the avatar menu hold: `children` are the main menu's links,
 * then installing the app, the language and theme, and Logout.
 */
export default function MenuDrawer({
  opened,
  onClose,
  title,
  user,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  user: AccessTokenClaims | null;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const install = useInstallAction();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      hiddenFrom="md"
      size="xs"
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack gap="lg">
        <Stack component="nav" aria-label={t`Main menu`} gap="md">
          {children}
          {install && (
            <Anchor
              component="button"
              type="button"
              underline="hover"
              className={classes.link}
              onClick={() => {
                onClose();
                install.run();
              }}
            >
              {i18n._(install.label)}
            </Anchor>
          )}
        </Stack>
        <Group gap="xs">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </Group>
        {user && (
          <>
            <Divider />
            <SignOutButton user={user} onClose={onClose} />
          </>
        )}
      </Stack>
    </Drawer>
  );
}
