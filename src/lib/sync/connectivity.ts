import { onServerReached } from '../api/server-reached.ts';

/** How a scheduler learns that the connection is gone or back (tests pass their own). */
export interface ConnectivityOptions {
  /** Where `online` fires: the window. */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** False while the browser knows it has no network; default `navigator.onLine`. */
  isOnline?: () => boolean;
  /** Subscribes to "the server answered another call"; default the API client's reports. */
  onServerReached?: (listener: () => void) => () => void;
}

export function connectivityOf(options: ConnectivityOptions) {
  return {
    connectivity: options.connectivity ?? globalThis,
    isOnline: options.isOnline ?? (() => globalThis.navigator?.onLine !== false),
    onServerReached: options.onServerReached ?? onServerReached,
  };
}
