import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';

import { AccountAvatar } from './account-avatar.tsx';
import type { AvatarMenu as AvatarMenuType } from './avatar-menu.tsx';

const loadAvatarMenu = withCatalogs(['app', 'entities'], () => import('./avatar-menu.tsx'));

/**
 * The avatar button; the account menu behind it (Mantine's Menu brings floating-ui and
 * its item kinds, about a sixth of the signed-in shell) loads when the user reaches for it
 * and opens at once. While it loads the button stays where it is, with the focus, and an
 * Escape pressed then gives up the opening, as it would close the menu.
 */
export function AvatarMenuLauncher({ user }: { user: AccessTokenClaims }) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const [AvatarMenu, setAvatarMenu] = useState<typeof AvatarMenuType | null>(null);
  const ask = () => {
    setWanted(true);
    loadAvatarMenu().then(
      (module) => setAvatarMenu(() => module.AvatarMenu),
      // Offline without the menu's code: the button stays, and a press asks again.
      () => setWanted(false),
    );
  };
  const button = (
    <UnstyledButton
      aria-label={t`Account menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={ask}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setWanted(false);
      }}
      onPointerEnter={() => void loadAvatarMenu()}
      onFocus={() => void loadAvatarMenu()}
    >
      <AccountAvatar user={user} />
    </UnstyledButton>
  );
  if (!wanted || !AvatarMenu) return button;
  return (
    <LazyPartBoundary fallback={button}>
      <AvatarMenu user={user} defaultOpened />
    </LazyPartBoundary>
  );
}
