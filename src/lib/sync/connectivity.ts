import { onServerReached } from '../api/server-reached.ts';

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** How a scheduler learns that the connection is gone or back (tests pass their own). */
export interface ConnectivityOptions {
  /** Where `online`, `pageshow` and `focus` fire: the window. */
  connectivity?: Listenable;
  /** False while the browser knows it has no network; default `navigator.onLine`. */
  isOnline?: () => boolean;
  /** Subscribes to "the server answered another call"; default the API client's reports. */
  onServerReached?: (listener: () => void) => () => void;
  /** Where `visibilitychange` fires: the document, where there is one. */
  visibility?: Listenable | null;
  /** Whether the page is shown; default `document.visibilityState`. */
  isVisible?: () => boolean;
}

/** The page's document; none in the service worker, whose library types do not know it. */
function pageDocument(): (Listenable & { visibilityState?: string }) | undefined {
  return (globalThis as { document?: Listenable & { visibilityState?: string } }).document;
}

export function connectivityOf(options: ConnectivityOptions) {
  return {
    connectivity: options.connectivity ?? globalThis,
    isOnline: options.isOnline ?? (() => globalThis.navigator?.onLine !== false),
    onServerReached: options.onServerReached ?? onServerReached,
    visibility: options.visibility === undefined ? (pageDocument() ?? null) : options.visibility,
    isVisible: options.isVisible ?? (() => pageDocument()?.visibilityState !== 'hidden'),
  };
}
