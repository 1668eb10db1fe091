/** What tells whether the browser can send while the app is closed: the worker's `sync` member. */
interface BackgroundSyncTraits {
  ServiceWorkerRegistration?: { prototype: object };
}

/**
 * Whether the service worker can be woken by Background Sync to send what waits while no page
 * of the app is open. Safari (every iOS browser) and Firefox have none: there the page sends
 * (docs/sync.md, "Who replays, and when").
 */
export function hasBackgroundSync(scope: BackgroundSyncTraits = globalThis): boolean {
  const registration = scope.ServiceWorkerRegistration;
  return registration !== undefined && 'sync' in registration.prototype;
}
