import { coalescedRuns } from './coalesced-runs.ts';
import { connectivityOf, type ConnectivityOptions } from './connectivity.ts';
import { pullChanges, type PullOptions, type PullReport } from './pull-changes.ts';

export interface SchedulePullOptions extends PullOptions, ConnectivityOptions {
  /** A pull this often while the app is open, in case a poke was lost; default 5 min. */
  intervalMs?: number;
  onReport?: (report: PullReport) => void;
  onError?: (error: unknown) => void;
}

export interface PullScheduler {
  /** A change concerns this user (a poke, a write delivered): pull now. */
  requestPull(): Promise<void>;
  stop(): void;
}

export const pullIntervalMs = 5 * 60_000;

let activeScheduler: PullScheduler | null = null;

/** For features: bring the device up to date now, through the signed-in user's scheduler. */
export function requestPull(): Promise<void> {
  return activeScheduler?.requestPull() ?? Promise.resolve();
}

/**
 * The page's pulls, started once per signed-in user: at start, when the connection returns,
 * when asked (a poke from the server, a write the outbox delivered), and every few minutes.
 * Requests during a pull are folded into one more pull after it.
 */
export function schedulePull(options: SchedulePullOptions): PullScheduler {
  const { connectivity, isOnline, onServerReached } = connectivityOf(options);
  const reportError = options.onError ?? (() => undefined);
  let stopped = false;
  let lastOutcome: PullReport['outcome'] | 'offline' = 'finished';

  const pullNow = coalescedRuns(
    async () => {
      if (!isOnline()) {
        lastOutcome = 'offline';
        return;
      }
      try {
        const report = await pullChanges(options);
        lastOutcome = report.outcome;
        options.onReport?.(report);
      } catch (error) {
        reportError(error);
      }
    },
    { isStopped: () => stopped },
  );

  const onOnline = () => void pullNow();
  const afterOutage = () => {
    if (lastOutcome === 'unreachable' || lastOutcome === 'offline') void pullNow();
  };
  connectivity.addEventListener('online', onOnline);
  const stopListeningForAnswers = onServerReached(afterOutage);
  const timer = setInterval(() => void pullNow(), options.intervalMs ?? pullIntervalMs);
  void pullNow();

  const scheduler: PullScheduler = {
    requestPull: pullNow,
    stop() {
      stopped = true;
      clearInterval(timer);
      connectivity.removeEventListener('online', onOnline);
      stopListeningForAnswers();
      if (activeScheduler === scheduler) activeScheduler = null;
    },
  };
  activeScheduler?.stop();
  activeScheduler = scheduler;
  return scheduler;
}
