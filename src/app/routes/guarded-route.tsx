import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { useSession } from '../../lib/session/session-store.ts';
import { RouteLoadingOverlay } from '../layout/route-loading-overlay.tsx';
import { SiteLayout } from '../layout/site-layout.tsx';

import { decideGuard } from './route-access.ts';
import type { AppRoute } from './route-table.ts';

interface GuardedRouteProps {
  route: AppRoute;
  Screen: LazyExoticComponent<ComponentType>;
}

/** Applies the guard rules of spec section 6, then renders the route's screen. */
export function GuardedRoute({ route, Screen }: GuardedRouteProps) {
  const { i18n, t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard(route.access, session?.user.role ?? null);

  useEffect(() => {
    document.title = `${i18n._(route.title)} | ${t`Shawahid`}`;
  }, [i18n, route.title, t]);

  if (decision.kind === 'redirect') {
    return (
      <Navigate to={decision.to} replace state={{ from: location.pathname + location.search }} />
    );
  }
  const screen = (
    <Suspense fallback={<RouteLoadingOverlay />}>
      <Screen />
    </Suspense>
  );
  return route.withLayout ? <SiteLayout>{screen}</SiteLayout> : screen;
}
