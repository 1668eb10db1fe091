/**
 * Runs `run` at once, or, when a run is under way, once more after it: any number of
 * requests during a run are folded into that one more run. `afterRuns` follows the last run
 * of each series. The answer settles when the series is over.
 */
export function coalescedRuns(
  run: () => Promise<void>,
  options: { isStopped: () => boolean; afterRuns?: () => Promise<void> },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let runAgain = false;

  async function runUntilSettled(): Promise<void> {
    do {
      runAgain = false;
      await run();
    } while (runAgain && !options.isStopped());
    running = null;
    await options.afterRuns?.();
  }

  return () => {
    if (options.isStopped()) return Promise.resolve();
    if (running) {
      runAgain = true;
      return running;
    }
    // Started a microtask later so `running` is set before the run can clear it: a run that
    // ended without waiting would otherwise leave it set for good, and every later request
    // would be folded into a run that is already over.
    running = Promise.resolve().then(runUntilSettled);
    return running;
  };
}
