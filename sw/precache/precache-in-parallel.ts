import type { Strategy } from 'workbox-strategies';

/** Requests in flight at once: what a browser opens to one host over HTTP/1.1. */
export const precacheRequestsAtOnce = 6;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The parts of Workbox's `PrecacheController` the install uses. */
export interface InstallingController {
  getCacheKeyForURL(url: string): string | undefined;
  strategy: Pick<Strategy, 'handleAll'>;
}

/**
 * Fills the precache a few requests at a time before Workbox's own install runs. Workbox
 * fetches its list one request after another (workbox#2528): the ~400 built files take one
 * round trip each, a minute or more on a phone network, and the app opens offline only once
 * they are in. Each entry goes through Workbox's own install strategy (its response checks and
 * cache keys), so its install then finds every entry cached and only confirms the list. One
 * entry that cannot be fetched fails the install, as it would in Workbox's own loop.
 */
export async function precacheInParallel(
  controller: InstallingController,
  event: ExtendableEvent,
  entries: readonly PrecacheEntry[],
  requestsAtOnce = precacheRequestsAtOnce,
): Promise<void> {
  let next = 0;
  const fillOneByOne = async () => {
    while (next < entries.length) {
      const entry = entries[next] as PrecacheEntry;
      next += 1;
      const url = new URL(entry.url, self.location.href).href;
      const cacheKey = controller.getCacheKeyForURL(url);
      if (cacheKey === undefined) continue;
      // As Workbox asks: a revisioned file past the HTTP cache, a hashed one from it if fresh.
      const request = new Request(url, {
        credentials: 'same-origin',
        cache: entry.revision ? 'reload' : 'default',
      });
      await Promise.all(controller.strategy.handleAll({ request, event, params: { cacheKey } }));
    }
  };
  await Promise.all(Array.from({ length: requestsAtOnce }, fillOneByOne));
}
