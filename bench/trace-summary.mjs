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
    .map(([name, micros]) => ({ name, ms: Math.round(micros / 100) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}
