// The table's rows, shared by bench/run.mjs and the measure-*.mjs files that build their own.
import os from 'node:os';

/** Runs behind every row of something that varies from run to run (bench/README.md). */
export const runsPerRow = 3;

export function row(area, measure, value, unit, target) {
  const met = target ? target.check(value) : null;
  return { area, measure, value, unit, target: target?.label ?? '', met };
}

export const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * A row whose value is the median of `runs` (each `{ value, load }`), keeping each run, the
 * min and max, and the 1-minute load average when each run ended: a busy machine shows.
 */
export function medianRow(area, measure, runs, unit, target) {
  const values = runs.map((run) => run.value);
  return {
    ...row(area, `${measure}, median of ${runs.length}`, medianOf(values), unit, target),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values,
    loadAverages: runs.map((run) => Number(run.load.toFixed(2))),
  };
}

/**
 * Runs `measureOnce(run)` `count` times, one after another; answers each run's result with the
 * 1-minute load average when it ended.
 */
export async function repeated(count, measureOnce) {
  const runs = [];
  for (let run = 0; run < count; run += 1) {
    const result = await measureOnce(run);
    runs.push({ result, load: os.loadavg()[0] });
  }
  return runs;
}

/** The `{ value, load }` runs `medianRow` takes, from runs of `repeated`. */
export const valuesOf = (runs, pick) =>
  runs.map((run) => ({ value: pick(run.result), load: run.load }));
