/** The part of an `ExtendableEvent` this needs (the page's type library has none). */
export interface LifetimeEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** The service worker's global scope, as far as this needs it. */
export interface WorkerEvents {
  addEventListener(type: 'activate' | 'fetch' | 'message', listener: (event: Event) => void): void;
}

/**
 * Replays once each time the service worker starts: when it activates, or at the first fetch
 * or message after the browser started it again. Without Background Sync (Safari, Firefox)
 * this is the worker's only chance to send what waits, e.g. while the teacher opens the app
 * and closes it again at once (docs/sync.md, "Who replays, and when"). One replay a start,
 * whatever comes after: the lock keeps it from overlapping the page's.
 */
export function replayOnWorkerStart(
  scope: WorkerEvents,
  replay: () => Promise<unknown>,
  onError: (error: unknown) => void = () => undefined,
): void {
  let running: Promise<unknown> | null = null;
  let replayed = false;

  const replayOnce = (): Promise<unknown> | null => {
    if (replayed) return running;
    replayed = true;
    running = replay()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };

  // Not held by `waitUntil`: the browser queues the pages' requests until activation ends.
  scope.addEventListener('activate', () => void replayOnce());
  // A fetch or message while the replay runs keeps the worker alive until it ends.
  const keepAliveWith = (event: Event) => {
    const replaying = replayOnce();
    if (replaying) (event as unknown as LifetimeEvent).waitUntil(replaying);
  };
  scope.addEventListener('fetch', keepAliveWith);
  scope.addEventListener('message', keepAliveWith);
}
