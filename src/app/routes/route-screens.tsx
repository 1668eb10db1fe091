import { lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

import { routeTable, type AppRoute } from './route-table.ts';

export interface RouteScreen {
  route: AppRoute;
  Screen: ComponentType;
  /** Loads the screen's module and catalogue groups, so it then renders without suspending. */
  preload: () => Promise<void>;
}

/** A screen loaded by `load` on its first render, or at once when preloaded. */
export function screenOf(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteScreen, 'Screen' | 'preload'> {
  let Loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  // A lazy component suspends on its first render even when its module is already here;
  // a pre-rendered page must hydrate straight through, so a preloaded screen skips it. Chosen
  // once per mount: when the module answers at once, React draws again only the lazy part, so
  // a screen drawn through `Lazy` stays so; swapping to `Loaded` at the route's next redraw
  // would draw the whole screen anew and lose what was typed in it.
  function Screen() {
    const [Component] = useState<ComponentType>(() => Loaded ?? Lazy);
    return <Component />;
  }
  return {
    Screen,
    preload: async () => {
      await loadAndKeep();
    },
  };
}

function routeScreen(route: AppRoute): RouteScreen {
  return { route, ...screenOf(route.load) };
}

export const routeScreens: readonly RouteScreen[] = routeTable.map(routeScreen);

/**
 * Loads the screen of the page being opened, if any route matches it, so the first render
 * shows the page itself rather than a placeholder the page then replaces.
 */
export async function preloadScreenFor(pathname: string): Promise<void> {
  await screenAt(pathname)?.preload();
}

export function screenAt(pathname: string): RouteScreen | undefined {
  return routeScreens.find(({ route }) => matchPath(route.path, pathname) !== null);
}
