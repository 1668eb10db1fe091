import { lazy, Suspense } from 'react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';

import { AvatarMenuLauncher } from './avatar-menu-launcher.tsx';
import { SubscriptionStatusCompact } from './subscription-status-compact.tsx';

// Dexie comes with the indicator, after the rest of the navbar has shown.
const SyncIndicator = lazy(withCatalogs(['app'], () => import('./sync-indicator.tsx')));

/** The navbar's controls for a signed-in user: sync state, subscription and the avatar menu. */
export default function SignedInControls({ user }: { user: AccessTokenClaims }) {
  return (
    <>
      <LazyPartBoundary>
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
      </LazyPartBoundary>
      <SubscriptionStatusCompact />
      <AvatarMenuLauncher user={user} />
    </>
  );
}
