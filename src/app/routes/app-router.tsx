import { lazy } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router-dom';

import { GuardedRoute } from './guarded-route.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { routeTable } from './route-table.ts';
import { useScrollToHash } from './use-scroll-to-hash.ts';

function RootRoute() {
  useScrollToHash();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const appRouter = createBrowserRouter([
  {
    element: <RootRoute />,
    children: [
      ...routeTable.map((route) => {
        const Screen = lazy(route.load);
        return { path: route.path, element: <GuardedRoute route={route} Screen={Screen} /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
