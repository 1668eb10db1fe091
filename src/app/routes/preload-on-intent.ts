import { preloadScreenFor } from './route-screens.tsx';

/** The in-app page a pressed element leads to, if it is (inside) a link of this app. */
function inAppPathOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.origin !== location.origin || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  return link.pathname;
}

/**
 * Starts loading a screen's code the moment one of the app's links to it is pressed: a phone's
 * tap fires `pointerdown` a hundred milliseconds or more before its `click`, so less of the
 * screen is left to load once the app follows the link (docs/page-start.md). Loading a screen
 * twice costs nothing; a link to no screen loads nothing. Returns the way to stop.
 */
export function preloadScreensOnIntent(root: Document = document): () => void {
  const onPointerDown = (event: PointerEvent) => {
    const path = inAppPathOf(event.target);
    if (path !== null) void preloadScreenFor(path).catch(() => undefined);
  };
  root.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  return () => root.removeEventListener('pointerdown', onPointerDown, { capture: true });
}
