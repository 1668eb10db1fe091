import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { ScreenErrorBoundary } from '../../components/screen-error-boundary/screen-error-boundary.tsx';
import { useSession } from '../../lib/session/session-store.ts';
import { RouteLoadingOverlay } from '../layout/route-loading-overlay.tsx';
import { SiteLayout } from '../layout/site-layout.tsx';

import { decideGuard } from './route-access.ts';
import type { AppRoute } from './route-table.ts';

interface GuardedRouteProps {
  route: AppRoute;
  Screen: ComponentType;
}

const brandName = msg`Shawahid`;

/** The document title of a route, as the browser tab (and a pre-rendered page) shows it. */
export function routeDocumentTitle(
  translate: (message: MessageDescriptor) => string,
  route: AppRoute,
): string {
  return `${translate(route.title)} | ${translate(brandName)}`;
}

/** Applies the guard rules of docs/roles-and-permissions.md, "The router guard", then renders the route's screen. */
export function GuardedRoute({ route, Screen }: GuardedRouteProps) {
  const { _ } = useLingui();
  const session = useSession();
  const location = useLocation();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const decision = decideGuard(route.access, session?.user.role ?? null, from);

  useEffect(() => {
    document.title = routeDocumentTitle(_, route);
  }, [_, route]);

  if (decision.kind === 'redirect') {
    return (
      <Navigate to={decision.to} replace state={{ from: location.pathname + location.search }} />
    );
  }
  // A boundary of its own per route: navigations run as transitions, and a transition that
  // suspends in a boundary already showing a screen keeps that old screen under the new
  // address; a new boundary shows the overlay instead. The layout stays mounted.
  const screen = (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense key={route.path} fallback={<RouteLoadingOverlay />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
  return route.withLayout ? <SiteLayout>{screen}</SiteLayout> : screen;
}
