import type { ReplayOptions, ReplayReport } from './replay-options.ts';
import { coalescedRuns } from './coalesced-runs.ts';
import { connectivityOf, type ConnectivityOptions } from './connectivity.ts';
import { replayOutbox } from './replay-outbox.ts';
import { readSyncStatus } from './sync-status.ts';

export const backgroundSyncTag = 'shawahid-outbox';
export const replayIntervalMs = 60_000;

/** Background Sync is not in TypeScript's DOM library (Chromium only). */
interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export interface ScheduleReplayOptions extends ReplayOptions, ConnectivityOptions {
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

/** While the server is out of reach, one light attempt after 1 s, 2 s, 4 s… at most this. */
export const reachabilityProbeCapMs = 15_000;
// Another context (the service worker) is replaying: look again shortly.
const busyRecheckMs = 1_000;

export function reachabilityProbeDelayMs(failedProbes: number, random: () => number): number {
  const ceiling = Math.min(reachabilityProbeCapMs, 1_000 * 2 ** Math.min(failedProbes - 1, 10));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The page's side of syncing, started once per signed-in user (a new call stops the
 * previous user's scheduler): a replay at start, on `online`, when the page is shown
 * again (`visibilitychange`, `pageshow`, also from the back-forward cache, `focus`),
 * whenever another call reaches the server, when a waiting entry is due, every minute
 * while anything waits, and on request after each write. Requests during a run are folded into one more run
 * after it. Nothing is tried while the browser says it is offline; while the server is
 * out of reach a run stops at its first request and the next is a short probe away, so
 * writes go within seconds of the connection returning, however long it was gone
 * (docs/sync.md, "Who replays, and when"). Where the browser has Background Sync, each request also registers the
 * tag so the service worker replays when the connection returns, even with the app closed.
 */
export function scheduleReplay(options: ScheduleReplayOptions): ReplayScheduler {
  const { connectivity, isOnline, onServerReached, visibility, isVisible } =
    connectivityOf(options);
  const serviceWorker =
    options.serviceWorker === undefined
      ? (globalThis.navigator?.serviceWorker ?? null)
      : options.serviceWorker;
  const reportError = options.onError ?? (() => undefined);
  const random = options.random ?? Math.random;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // `failed`: the run threw (a device database error, say); tried again like a probe.
  let lastOutcome: ReplayReport['outcome'] | 'offline' | 'failed' = 'finished';
  let failedProbes = 0;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? replayIntervalMs;

  function replayAfter(delayMs: number): void {
    retryTimer = setTimeout(() => void replayNow(), delayMs);
  }

  async function scheduleNextRun(): Promise<void> {
    clearTimeout(retryTimer);
    if (stopped) return;
    switch (lastOutcome) {
      case 'offline':
      case 'needs_sign_in':
        return; // `online`, or the same user signing in again, starts the next run
      case 'unreachable':
      case 'failed':
        failedProbes += 1;
        return replayAfter(reachabilityProbeDelayMs(failedProbes, random));
      case 'busy':
        return replayAfter(busyRecheckMs);
    }
    failedProbes = 0;
    const { pendingCount, nextAttemptAt } = await readSyncStatus(options.db);
    if (stopped || pendingCount === 0 || nextAttemptAt === null) return;
    // An entry backing off after a server error is retried when its delay ends.
    replayAfter(Math.max(0, nextAttemptAt - now()) + 50);
  }

  const replayNow = coalescedRuns(
    async () => {
      if (!isOnline()) {
        lastOutcome = 'offline';
        return;
      }
      try {
        // Not `onReport?.(await replayOutbox(…))`: an optional call skips its arguments when
        // there is no callback, and the page passes none.
        const report = await replayOutbox(options);
        lastOutcome = report.outcome;
        // A patchy link that still lets writes or files through is not an outage: probe again
        // soon, so what a dropped answer held back goes within a second.
        if (report.sent > 0 || report.uploaded > 0) failedProbes = 0;
        options.onReport?.(report);
      } catch (error) {
        // Never a run every 50 ms on a fault that persists, nor a silent stop.
        lastOutcome = 'failed';
        reportError(error);
      }
    },
    { isStopped: () => stopped, afterRuns: () => scheduleNextRun().catch(reportError) },
  );

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

  // The connection is back: whatever waited for it goes now, not after the probe's delay.
  function connectionReturned(): void {
    if (lastOutcome !== 'offline' && lastOutcome !== 'unreachable' && lastOutcome !== 'failed') {
      return;
    }
    failedProbes = 0;
    clearTimeout(retryTimer);
    void replayIfWaiting(false);
  }

  const onOnline = () => {
    lastOutcome = 'offline';
    connectionReturned();
  };
  // Without Background Sync (Safari, Firefox) these are the only moments anything is sent:
  // the teacher opened, showed or came back to the app, perhaps with signal now.
  // Not after a 401 (the same user signing in again resumes) nor while another context
  // replays (its end is checked for every second).
  const onChance = () => {
    if (lastOutcome === 'needs_sign_in' || lastOutcome === 'busy') return;
    if (lastOutcome === 'finished') void replayIfWaiting(false);
    else connectionReturned();
  };
  const onVisibilityChange = () => {
    if (isVisible()) onChance();
  };
  connectivity.addEventListener('online', onOnline);
  connectivity.addEventListener('pageshow', onChance);
  connectivity.addEventListener('focus', onChance);
  visibility?.addEventListener('visibilitychange', onVisibilityChange);
  const stopListeningForAnswers = onServerReached(connectionReturned);
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
      connectivity.removeEventListener('pageshow', onChance);
      connectivity.removeEventListener('focus', onChance);
      visibility?.removeEventListener('visibilitychange', onVisibilityChange);
      stopListeningForAnswers();
      if (activeScheduler === scheduler) activeScheduler = null;
    },
  };
  activeScheduler?.stop();
  activeScheduler = scheduler;
  return scheduler;
}
