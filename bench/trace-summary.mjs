import { readFileSync } from 'node:fs';

/**
 * The main thread's self time by event name in a Chromium trace (the JSON that
 * `browser.stopTracing()` writes): each complete event's duration less the time of the events
 * nested in it, on the renderer's main thread, largest first. Times in ms.
 */
export function mainThreadSelfTimes(file, top = 15) {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
  const complete = traceEvents.filter((event) => event.ph === 'X' && typeof event.dur === 'number');
  // Each renderer has a main thread; the page's is the busiest.
  const busy = new Map();
  for (const event of traceEvents) {
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      busy.set(`${event.pid}:${event.tid}`, 0);
    }
  }
  for (const event of complete) {
    const thread = `${event.pid}:${event.tid}`;
    if (busy.has(thread)) busy.set(thread, busy.get(thread) + event.dur);
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return [];
  const spans = complete
    .filter((event) => `${event.pid}:${event.tid}` === main)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const open = [];
  for (const span of spans) {
    while (open.length > 0 && open.at(-1).end <= span.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - span.dur);
    self.set(span.name, (self.get(span.name) ?? 0) + span.dur);
    open.push({ name: span.name, end: span.ts + span.dur });
  }
  return [...self]
    .filter(([name]) => !profilerOwnEvents.has(name))
    .map(([name, micros]) => ({ name, ms: Math.round(micros / 100) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

/** The sampling profiler's own interrupts: its cost, not the page's. */
const profilerOwnEvents = new Set(['V8.InvokeApiInterruptCallbacks']);

/**
 * The page's JavaScript self time by function (name and file) from the sampling profile a
 * trace holds when recorded with `disabled-by-default-v8.cpu_profiler`: each sample's time
 * goes to the function it was taken in. Samples of the renderer busiest in the trace; times
 * in ms, largest first.
 */
export function javaScriptSelfTimes(file, top = 15) {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
  const profiles = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'ProfileChunk') continue;
    const key = `${event.pid}:${event.id}`;
    const profile = profiles.get(key) ?? { nodes: new Map(), samples: [], deltas: [] };
    profiles.set(key, profile);
    const { cpuProfile, timeDeltas } = event.args?.data ?? {};
    for (const node of cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(cpuProfile?.samples ?? []));
    profile.deltas.push(...(timeDeltas ?? []));
  }
  let busiest = new Map();
  let busiestTotal = 0;
  for (const { nodes, samples, deltas } of profiles.values()) {
    const self = new Map();
    let total = 0;
    samples.forEach((nodeId, index) => {
      // A sample's time runs until the next one.
      const micros = deltas[index + 1] ?? 0;
      const frame = nodes.get(nodeId)?.callFrame ?? {};
      const where = frame.url ? ` ${frame.url.split('/').pop()}` : '';
      const name = `${frame.functionName || '(anonymous)'}${where}`;
      self.set(name, (self.get(name) ?? 0) + micros);
      total += micros;
    });
    if (total > busiestTotal) [busiest, busiestTotal] = [self, total];
  }
  return [...busiest]
    .map(([name, micros]) => ({ name, ms: Math.round(micros / 100) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}
