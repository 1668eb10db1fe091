import type { ReplayOptions, ReplayReport } from './replay-options.ts';
import { replayOutbox } from './replay-outbox.ts';
import { readSyncStatus } from './sync-status.ts';

export const backgroundSyncTag = 'shawahid-outbox';
export const replayIntervalMs = 60_000;

/** Background Sync is not in TypeScript's DOM library (Chromium only). */
interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export interface ScheduleReplayOptions extends ReplayOptions {
  /** Where `online` fires: the window. */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** `navigator.serviceWorker`, or null where there is none (dev server, tests). */
  serviceWorker?: { ready: Promise<object> } | null;
  intervalMs?: number;
  onReport?: (report: ReplayReport) => void;
  onError?: (error: unknown) => void;
}

export interface ReplayScheduler {
  /** After a write: replay now, and let the service worker finish it if the tab closes. */
  requestReplay(): Promise<void>;
  /** At sign-out: no more replays from this page (one under way finishes). */
  stop(): void;
}

let activeScheduler: ReplayScheduler | null = null;

/**
 * For features, right after `enqueueWrite`: replay now through the signed-in user's
 * scheduler. Does nothing before `scheduleReplay` or after its `stop`.
 */
export function requestReplay(): Promise<void> {
  return activeScheduler?.requestReplay() ?? Promise.resolve();
}

/**
 * The page's side of syncing, started once per signed-in user (a new call stops the
 * previous user's scheduler): a replay at start, on `online`, every minute while
 * anything waits, and on request after each write. Requests during a run are folded
 * into one more run after it. Where the browser has Background Sync, each request also
 * registers the tag so the service worker replays when the connection returns, even
 * with the app closed.
 */
export function scheduleReplay(options: ScheduleReplayOptions): ReplayScheduler {
  const connectivity = options.connectivity ?? globalThis;
  const serviceWorker =
    options.serviceWorker === undefined
      ? (globalThis.navigator?.serviceWorker ?? null)
      : options.serviceWorker;
  const reportError = options.onError ?? (() => undefined);
  let stopped = false;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? replayIntervalMs;

  // An entry backing off for a few seconds is retried when its delay ends, not at the
  // next minute's tick: right after reconnecting, the first attempts often fail.
  async function retryWhenDue(): Promise<void> {
    clearTimeout(retryTimer);
    const { pendingCount, nextAttemptAt } = await readSyncStatus(options.db);
    if (stopped || pendingCount === 0 || nextAttemptAt === null) return;
    const delay = Math.max(0, nextAttemptAt - now());
    if (delay >= intervalMs) return;
    retryTimer = setTimeout(() => void replayNow(), delay + 50);
  }

  async function runUntilSettled(): Promise<void> {
    do {
      runAgain = false;
      try {
        // Not `onReport?.(await replayOutbox(…))`: an optional call skips its arguments when
        // there is no callback, and the page passes none.
        const report = await replayOutbox(options);
        options.onReport?.(report);
      } catch (error) {
        reportError(error);
      }
    } while (runAgain && !stopped);
    running = null;
    await retryWhenDue().catch(reportError);
  }

  function replayNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      runAgain = true;
      return running;
    }
    // Started a microtask later so `running` is set before the run can clear it: a run that
    // ended without waiting would otherwise leave it set for good, and every later request
    // would be folded into a run that is already over.
    running = Promise.resolve().then(runUntilSettled);
    return running;
  }

  function registerBackgroundSync(): void {
    if (!serviceWorker) return;
    // Not awaited: `ready` never settles when no worker is registered (the dev server).
    void serviceWorker.ready
      .then((registration) =>
        (registration as SyncCapableRegistration).sync?.register(backgroundSyncTag),
      )
      .catch(reportError);
  }

  async function replayIfWaiting(withBackgroundSync: boolean): Promise<void> {
    try {
      if ((await readSyncStatus(options.db)).pendingCount === 0) return;
      if (withBackgroundSync) registerBackgroundSync();
      await replayNow();
    } catch (error) {
      reportError(error);
    }
  }

  const onOnline = () => void replayNow();
  connectivity.addEventListener('online', onOnline);
  const timer = setInterval(() => void replayIfWaiting(false), intervalMs);
  void replayIfWaiting(true);

  const scheduler: ReplayScheduler = {
    requestReplay() {
      registerBackgroundSync();
      return replayNow();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retryTimer);
      connectivity.removeEventListener('online', onOnline);
      if (activeScheduler === scheduler) activeScheduler = null;
    },
  };
  activeScheduler?.stop();
  activeScheduler = scheduler;
  return scheduler;
}
