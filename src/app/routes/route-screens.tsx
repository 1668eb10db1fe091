import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

import { routeTable, type AppRoute } from './route-table.ts';

export interface RouteScreen {
  route: AppRoute;
  Screen: ComponentType;
  /** Loads the screen's module and catalogue groups, so it then renders without suspending. */
  preload: () => Promise<void>;
}

function routeScreen(route: AppRoute): RouteScreen {
  let Loaded: ComponentType | null = null;
  const load = () =>
    route.load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  // A lazy component suspends on its first render even when its module is already here;
  // a pre-rendered page must hydrate straight through, so a preloaded screen skips it.
  function Screen() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return {
    route,
    Screen,
    preload: async () => {
      await load();
    },
  };
}

export const routeScreens: readonly RouteScreen[] = routeTable.map(routeScreen);

/**
 * Loads the screen of the page being opened, if any route matches it, so the first render
 * shows the page itself rather than a placeholder the page then replaces.
 */
export async function preloadScreenFor(pathname: string): Promise<void> {
  const screen = routeScreens.find(({ route }) => matchPath(route.path, pathname) !== null);
  await screen?.preload();
}
