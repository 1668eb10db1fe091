import { readFileSync } from 'node:fs';

/** A process's resident memory, in bytes (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes * 1024;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` while sampling the process's RSS; answers its result, the time and the peak. */
export async function peakRssDuring(pid, work) {
  let peak = rssOf(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssOf(pid));
      await pause(10);
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peak };
  } finally {
    sampling = false;
    await sampler;
  }
}
