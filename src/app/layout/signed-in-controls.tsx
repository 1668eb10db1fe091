import { lazy, Suspense } from 'react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';

import { AvatarMenuLauncher } from './avatar-menu-launcher.tsx';
import { SubscriptionStatusCompact } from './subscription-status-compact.tsx';

// Dexie comes with the indicator, after the rest of the navbar has shown.
const SyncIndicator = lazy(withCatalogs(['app'], () => import('./sync-indicator.tsx')));
const PushOfferAfterEvidence = lazy(
  withCatalogs(['app', 'notifications'], () => import('./push-offer-after-evidence.tsx')),
);
const NotificationBell = lazy(
  withCatalogs(['app', 'notifications'], () => import('./notification-bell.tsx')),
);

/**
 * The navbar's controls for a signed-in user: sync state, notifications, subscription and the
 * avatar menu.
 */
export default function SignedInControls({ user }: { user: AccessTokenClaims }) {
  return (
    <>
      <LazyPartBoundary>
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
      </LazyPartBoundary>
      <LazyPartBoundary>
        <Suspense fallback={null}>
          <NotificationBell user={user} />
          {user.role !== 'customer' && <PushOfferAfterEvidence user={user} />}
        </Suspense>
      </LazyPartBoundary>
      <SubscriptionStatusCompact />
      <AvatarMenuLauncher user={user} />
    </>
  );
}
