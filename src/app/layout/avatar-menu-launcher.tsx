import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';

import { AccountAvatar } from './account-avatar.tsx';

const loadAvatarMenu = withCatalogs(['app', 'entities'], () => import('./avatar-menu.tsx'));
const AvatarMenu = lazy(() => loadAvatarMenu().then((module) => ({ default: module.AvatarMenu })));

/**
 * The avatar button; the account menu behind it (Mantine's Menu brings floating-ui and
 * its item kinds, about a sixth of the signed-in shell) loads when the user reaches for it
 * and opens at once.
 */
export function AvatarMenuLauncher({ user }: { user: AccessTokenClaims }) {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(false);
  const button = (
    <UnstyledButton
      aria-label={t`Account menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadAvatarMenu()}
      onFocus={() => void loadAvatarMenu()}
    >
      <AccountAvatar user={user} />
    </UnstyledButton>
  );
  if (!wanted) return button;
  return (
    <LazyPartBoundary fallback={button}>
      <Suspense fallback={button}>
        <AvatarMenu user={user} defaultOpened />
      </Suspense>
    </LazyPartBoundary>
  );
}
