import { preloadScreenFor } from './route-screens.tsx';
import { askScreenDataOnTheWayTo } from './screen-data-early.ts';

const ignore = () => undefined;

/** The in-app link a pressed element is (inside), if it is one. */
function inAppLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.origin !== location.origin || link.hasAttribute('download')) return null;
  if (link.target !== '' && link.target !== '_self') return null;
  return link;
}

/**
 * Starts loading a screen's code the moment one of the app's links to it is pressed: a phone's
 * tap fires `pointerdown` a hundred milliseconds or more before its `click`, so less of the
 * screen is left to load once the app follows the link (docs/page-start.md). Its server data is
 * asked for at the `click`, before the router draws the way there: a touch that starts a
 * scroll over a list of links also fires `pointerdown`, and must not send a request per row.
 * Going back or forward asks at once too. Loading a screen twice costs nothing; a link to no
 * screen loads nothing. Returns the way to stop.
 */
export function preloadScreensOnIntent(root: Document = document): () => void {
  const onPointerDown = (event: PointerEvent) => {
    const link = inAppLinkOf(event.target);
    if (link !== null) void preloadScreenFor(link.pathname).catch(ignore);
  };
  const onClick = (event: MouseEvent) => {
    // A modified click opens a new tab or window, which asks for itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = inAppLinkOf(event.target);
    if (link !== null) void askScreenDataOnTheWayTo(link.pathname, link.search).catch(ignore);
  };
  // Back and forward: the address has changed before the router draws the screen it leads to.
  const onHistoryStep = () => {
    void askScreenDataOnTheWayTo(location.pathname, location.search).catch(ignore);
  };
  root.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  root.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('popstate', onHistoryStep);
  return () => {
    root.removeEventListener('pointerdown', onPointerDown, { capture: true });
    root.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('popstate', onHistoryStep);
  };
}
