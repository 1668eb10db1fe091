/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { replayOnWorkerStart } from '../src/lib/sync/replay-on-worker-start.ts';
import { replayStoredSession } from '../src/lib/sync/replay-stored-session.ts';
import { backgroundSyncTag } from '../src/lib/sync/schedule-replay.ts';

import { precacheInParallel } from './precache/precache-in-parallel.ts';
import { openNotificationPath } from './push/handle-notification-click.ts';
import { handlePush } from './push/handle-push.ts';
import { resubscribe, type SubscriptionChange } from './push/resubscribe.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Not in TypeScript's worker library yet (docs: the Push API's `pushsubscriptionchange`). */
type PushSubscriptionChangeEvent = ExtendableEvent & Partial<SubscriptionChange>;

/** Background Sync's event is not in TypeScript's worker library (Chromium only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The app shell and every built chunk (pages, catalogues) are precached, so any
// page opens offline after one visit: what `precacheAndRoute` does, with the list fetched a
// few requests at a time (precache/precache-in-parallel.ts).
const precacheList = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(precacheList);
self.addEventListener('install', (event) => {
  event.waitUntil(
    precacheInParallel(precache, event, precacheList).then(() => precache.install(event)),
  );
});
// Both keep the event open themselves; activating drops files the new list no longer holds.
self.addEventListener('activate', (event) => void precache.activate(event));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// The page of the very first visit is served too, so a teacher who loses signal right after
// it still gets every lazily loaded part (dialogs, toasts, charts) from the cache.
clientsClaim();

// Every in-app navigation is answered by the cached shell; the router takes it from there.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The same replay as the page's, under the same lock; the browser calls again later
// when items are still waiting, even with the app closed.
self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== backgroundSyncTag) return;
  syncEvent.waitUntil(
    replayStoredSession({
      transport: (url, init) => fetch(url, init),
      locks: self.navigator.locks,
    }).then((report) => {
      if (report && report.retrying > 0) throw new Error('Items are still waiting; retry later.');
    }),
  );
});

// Where there is no Background Sync (Safari, Firefox), each start of the worker is a chance
// too: it replays once, for the signed-in user if any, when it activates or first hears from
// a page (docs/sync.md, "Who replays, and when"). An open page replays by itself, showing each
// byte sent and giving up a stalled upload sooner, so the worker leaves it the work; and each
// request of the worker's run ends within a minute, so a page that opens meanwhile, waiting on
// the lock, takes over from the server's offset soon.
const workerStartRequestLimitMs = 60_000;
replayOnWorkerStart(
  self,
  async () => {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (pages.length > 0) return null;
    return replayStoredSession({
      transport: (url, init) => fetch(url, init),
      locks: self.navigator.locks,
      uploadTimeoutMs: workerStartRequestLimitMs,
    });
  },
  (error) => console.error('The outbox could not be replayed at the worker’s start', error),
);

// Web Push (docs/notifications.md): the message's texts come in the user's language.
self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(self, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationPath(self, event.notification.data));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as PushSubscriptionChangeEvent;
  change.waitUntil(
    resubscribe(
      self.registration.pushManager,
      {
        oldSubscription: change.oldSubscription ?? null,
        newSubscription: change.newSubscription ?? null,
      },
      (url, init) => fetch(url, init),
    ),
  );
});
