// The `Sync (phone network)` rows of `npm run bench`: sync as a phone on a mobile network
// sees it. Every browser measurement goes through bench/shaping-proxy.mjs (150 ms round trip,
// 1.6 Mbit/s up, 8 Mbit/s down), one proxy per device: the page, its service worker and the
// realtime socket all reach the server through the proxy's port. The push endpoint's
// throughput is the `Push` area's (bench/measure-push.mjs).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { calibratedSlowdown, hostBenchmarkIndex } from './measure-lighthouse.mjs';
import { repeated, runsPerRow } from './rows.mjs';
import { phoneNetwork, startShapingProxy } from './shaping-proxy.mjs';
import { signIn } from './sign-in.mjs';
import { javaScriptSelfTimes, mainThreadSelfTimes } from './trace-summary.mjs';

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const describedAs = 'Phone bench achievement';

function userIdOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
}

async function call(base, token, method, path, body, headers = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.error}`);
  return envelope.result;
}

async function firstCriterionId(base, token) {
  return (await call(base, token, 'GET', '/criteria'))[0].id;
}

async function achievementCount(base, token) {
  return (await call(base, token, 'GET', '/achievements')).length;
}

function achievementBody(criterionId, index) {
  return {
    id: randomUUID(),
    description: `${describedAs} ${index}`,
    event_start_at: new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString(),
    duration_minutes: 45,
    location: 'Room 2',
    criterion_ids: [criterionId],
    evidence_type: 'other',
    file_ids: [],
    links: [],
  };
}

/** The bench page of bench/browser/phone-sync-page.ts, through `proxy`, for `token`'s user. */
async function phoneBenchPage(browser, proxy, token) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${proxy.base}/bench/phone-sync.html`);
  await page.waitForFunction(() => document.title === 'phone bench ready');
  await page.evaluate((id) => window.phoneBench.open(id), userIdOf(token));
  return { context, page };
}

/** Replays the outbox until it is empty, as the app's scheduler would; the time in the page. */
async function replayAll(page, token) {
  let ms = 0;
  let sent = 0;
  for (
    let round = 0;
    round < 20 && (await page.evaluate(() => window.phoneBench.pending())) > 0;
    round += 1
  ) {
    const report = await page.evaluate((value) => window.phoneBench.replay(value), token);
    ms += report.ms;
    sent += report.sent;
  }
  const left = await page.evaluate(() => window.phoneBench.pending());
  if (left > 0) throw new Error(`${left} entries were not sent`);
  return { ms, sent };
}

/** How many times the 500 queued achievements are replayed each way; rows give the median. */
export const queuedWriteRuns = 3;

/**
 * 1. 500 queued achievements replayed by the app's engine (batches to the push endpoint), by
 * Workbox's Queue one POST /achievements after another (batching against one request per
 * write), and by Workbox's Queue replaying the same batched POST /sync/push requests the engine
 * sends (what the engine adds beyond batching), `queuedWriteRuns` times in turns; 2. 20
 * achievements with a photo each (uploads first, then the batch).
 */
async function measureQueuedWrites(browser, base, photo) {
  const token = await signIn(base, 'teacher@shawahid.test');
  const criterionId = await firstCriterionId(base, token);
  const proxy = await startShapingProxy({ targetPort: new URL(base).port });
  const { context, page } = await phoneBenchPage(browser, proxy, token);
  try {
    let expected = await achievementCount(base, token);
    const created = async (what) => {
      expected += 500;
      if ((await achievementCount(base, token)) !== expected) {
        throw new Error(`${what} did not create the 500 achievements`);
      }
    };
    const runs = [];
    for (let run = 0; run < queuedWriteRuns; run += 1) {
      await page.evaluate((id) => window.phoneBench.saveSmall(500, id), criterionId);
      const engine = await replayAll(page, token);
      await created('the engine');
      const engineLoad = os.loadavg()[0];

      await page.evaluate(
        ([value, id]) => window.phoneBench.queueForWorkbox(500, value, id),
        [token, criterionId],
      );
      const workbox = await page.evaluate(() => window.phoneBench.replayWithWorkbox());
      if (workbox.left > 0) throw new Error(`Workbox's queue left ${workbox.left} requests`);
      await created("Workbox's queue, one POST each,");
      const workboxLoad = os.loadavg()[0];

      await page.evaluate(
        ([value, id]) => window.phoneBench.queueBatchesForWorkbox(500, value, id),
        [token, criterionId],
      );
      const batched = await page.evaluate(() => window.phoneBench.replayWithWorkbox());
      if (batched.left > 0) throw new Error(`Workbox's queue left ${batched.left} batches`);
      await created("Workbox's queue, batched,");
      runs.push({
        engine: { ms: engine.ms, load: engineLoad },
        workbox: { ms: workbox.ms, load: workboxLoad },
        workboxBatched: { ms: batched.ms, load: os.loadavg()[0] },
      });
    }
    await page.evaluate(
      ([id, jpeg]) => window.phoneBench.saveWithPhotos(20, jpeg, id),
      [criterionId, photo.toString('base64')],
    );
    const upBefore = proxy.bytes().up;
    const photos = await replayAll(page, token);
    const upBytes = proxy.bytes().up - upBefore;
    if ((await achievementCount(base, token)) !== expected + 20) {
      throw new Error('the engine did not create the 20 achievements with a photo');
    }
    const idealMs = ((20 * photo.length * 8) / phoneNetwork.upBitsPerSecond) * 1000;
    return {
      runs,
      photosMs: photos.ms,
      photosIdealMs: idealMs,
      photosUpBytes: upBytes,
      photoBytes: photo.length,
    };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** Creates `count` achievements through the API, a few requests at a time (no proxy). */
async function seedAchievements(base, token, criterionId, count) {
  const created = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const body = achievementBody(criterionId, next++);
      created.push(
        await call(base, token, 'POST', '/achievements', body, { 'idempotency-key': randomUUID() }),
      );
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return created;
}

/**
 * 3. A new device's first pull of an account of 5,000 achievements, then the pull after one
 * of them changed elsewhere: time in the page, bytes as they crossed the proxy (HTTP headers
 * and compressed bodies, both directions).
 */
async function measurePulls(browser, base, token, changed) {
  const proxy = await startShapingProxy({ targetPort: new URL(base).port });
  const { context, page } = await phoneBenchPage(browser, proxy, token);
  try {
    const pull = async () => {
      const before = proxy.bytes();
      const report = await page.evaluate((value) => window.phoneBench.pull(value), token);
      const after = proxy.bytes();
      if (report.outcome !== 'finished') throw new Error(`the pull ended ${report.outcome}`);
      return { ...report, down: after.down - before.down, up: after.up - before.up };
    };
    const first = await pull();

    const description = `${changed.description} (changed on another device)`;
    await call(base, token, 'PUT', `/achievements/${changed.id}`, {
      description,
      event_start_at: changed.event_start_at,
      duration_minutes: changed.duration_minutes,
      location: changed.location,
      criterion_ids: changed.criterion_ids,
      evidence_type: changed.evidence_type,
      file_ids: [],
      links: changed.links,
      version: changed.version,
    });
    const second = await pull();
    const arrived = await page.evaluate(
      (id) => window.phoneBench.achievementDescription(id),
      changed.id,
    );
    if (arrived !== description) throw new Error('the changed achievement did not arrive');
    return { first, second };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** Waits until the page's service worker is active: from then on it serves the app. */
export function untilServiceWorkerActive(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) =>
        registration.active?.addEventListener('statechange', resolve, { once: true }),
      );
    }
  });
}

/** A device of `token`'s user: the app through its own proxy, signed in. */
async function openDevice(browser, proxy, token) {
  const context = await browser.newContext(phone);
  await context.addInitScript((value) => {
    localStorage.setItem('accessToken', value);
    localStorage.setItem('locale', 'en');
  }, token);
  const page = await context.newPage();
  // Ready when the server has said `ready` on the realtime socket (it may be the second one).
  const socketReady = new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve();
      }),
    );
  });
  await page.goto(`${proxy.base}/achievements`);
  await page.getByRole('button', { name: 'New evidence' }).waitFor({ timeout: 60_000 });
  await untilServiceWorkerActive(page);
  await socketReady;
  return { context, page };
}

/** Resolves with Date.now() once the device's Dexie `achievements` has `description`. */
function untilStored(page, userId, description) {
  return page.evaluate(
    async ([name, text]) => {
      const open = () =>
        new Promise((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const rows = (db) =>
        new Promise((resolve, reject) => {
          const request = db.transaction('achievements').objectStore('achievements').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const deadline = Date.now() + 30_000;
      let db = null;
      while (Date.now() < deadline) {
        if (!db) {
          db = await open();
          // Never hold up the app's own upgrade of its database.
          db.onversionchange = () => {
            db?.close();
            db = null;
          };
        }
        const found = (await rows(db)).some((row) => row.description === text);
        if (found) {
          db.close();
          return Date.now();
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return null;
    },
    [`shawahid-${userId}`, description],
  );
}

/** 4. Device A saves an achievement through the form; until device B's Dexie has it. */
async function measureOtherDevice(browser, base) {
  const token = await signIn(base, 'teacher2@shawahid.test');
  const userId = userIdOf(token);
  const proxies = [];
  const devices = [];
  try {
    for (let index = 0; index < 2; index += 1) {
      const proxy = await startShapingProxy({ targetPort: new URL(base).port });
      proxies.push(proxy);
      devices.push(await openDevice(browser, proxy, token));
    }
    const [a, b] = devices.map((device) => device.page);
    // Let both settle (first pulls, precaching) so the measured change travels alone.
    await a.waitForTimeout(3_000);

    const description = `Seen on the other device ${Date.now()}`;
    await a.getByRole('button', { name: 'New evidence' }).click();
    const drawer = a.getByRole('dialog', { name: 'New evidence' });
    await drawer.getByLabel('Description').fill(description);
    await drawer.getByLabel('Duration (minutes)').fill('45');
    await drawer.getByLabel('Location').fill('Hall');
    await drawer.getByRole('combobox', { name: 'Criteria' }).click();
    await a.getByRole('option').first().click();
    await a.keyboard.press('Escape');
    await drawer.getByRole('combobox', { name: 'Evidence type' }).click();
    await a.getByRole('option', { name: 'Other' }).click();
    await a.evaluate(() => {
      window.phoneBenchSavedAt = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const button = event.target instanceof Element ? event.target.closest('button') : null;
            if (button?.textContent?.trim() === 'Save') resolve(Date.now());
          },
          { capture: true },
        );
      });
    });
    const stored = untilStored(b, userId, description);
    await drawer.getByRole('button', { name: 'Save' }).click();
    const savedAt = await a.evaluate(() => window.phoneBenchSavedAt);
    const storedAt = await stored;
    if (storedAt === null) throw new Error('device B never stored the new achievement');
    return { otherDeviceMs: storedAt - savedAt };
  } finally {
    for (const device of devices) await device.context.close();
    for (const proxy of proxies) await proxy.close();
  }
}

/** Where the app draws an achievement's card (`achievementCardId`): in the screen's main part. */
export const achievementCards = 'main [id^="achievement-"]';

/**
 * Installed before the app loads: when the first element matching `selector` that holds `text`
 * is shown, and the long tasks (the main thread busy for more than 50 ms, unable to answer
 * input).
 */
export function watchFirstRow({ selector, text }) {
  window.phoneBenchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.phoneBenchLongTasks.push({
        start: entry.startTime,
        end: entry.startTime + entry.duration,
      });
    }
  }).observe({ type: 'longtask', buffered: true });
  window.phoneBenchFirstRow = new Promise((resolve) => {
    const shown = () => {
      for (const element of document.querySelectorAll(selector)) {
        if (element.textContent?.includes(text) && element.checkVisibility()) return true;
      }
      return false;
    };
    new MutationObserver((_, observer) => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * In the page, on another screen of the app: goes to `path` as a click on a link does (the
 * router follows the history), until an element matching `selector` that holds `text` and was
 * not on the screen before is shown. The page keeps when it left as `phoneBenchNavigatedAt`.
 */
export function inAppNavigation({ path, selector, text }) {
  return new Promise((resolve) => {
    const before = new Set(document.querySelectorAll(selector));
    const shown = () => {
      for (const element of document.querySelectorAll(selector)) {
        if (before.has(element)) continue;
        if (element.textContent?.includes(text) && element.checkVisibility()) return true;
      }
      return false;
    };
    const started = performance.now();
    window.phoneBenchNavigatedAt = started;
    new MutationObserver((_, observer) => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    }).observe(document.body, { childList: true, subtree: true });
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}

/** Waits until the page's main thread has been free for a second. */
export function untilQuiet(page) {
  return page.evaluate(async () => {
    for (let quiet = 0; quiet < 10;) {
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      quiet = performance.now() - started < 150 ? quiet + 1 : 0;
    }
  });
}

/** How many achievements the device's Dexie holds (the database is `shawahid-<userId>`). */
function storedAchievements(page, userId) {
  return page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise((resolve, reject) => {
        const request = db.transaction('achievements').objectStore('achievements').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, `shawahid-${userId}`);
}

/**
 * From the keystroke's event time to the frame after the list changed (the rendered cards are
 * not the same ones any more), the page idle before.
 */
export async function searchKeystroke(page, key, timed = (work) => work()) {
  // On a phone the search folds under "Search and filters" (issue 35): opened before timing.
  const search = page.getByRole('searchbox', { name: 'Search' });
  if (!(await search.isVisible())) {
    await page.getByRole('button', { name: /^Search and filters/ }).click();
    await search.waitFor();
  }
  // Focused before the timing, as a user's field is before their second keystroke: the field's
  // focus transitions and their frames are not the keystroke's.
  await search.focus();
  await untilQuiet(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const cards = () =>
      [...main.querySelectorAll('[id^="achievement-"]')].map((card) => card.textContent).join('\n');
    const before = cards();
    window.phoneBenchSearch = new Promise((resolve) => {
      let keyAt;
      document.addEventListener('keydown', (event) => (keyAt ??= event.timeStamp), {
        capture: true,
      });
      new MutationObserver((_, observer) => {
        if (keyAt === undefined || cards() === before) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - keyAt));
      }).observe(main, { childList: true, subtree: true, characterData: true });
    });
  });
  return timed(async () => {
    await search.press(key);
    return page.evaluate(() => window.phoneBenchSearch);
  });
}

/**
 * BENCH_TRACE=<folder>: the first run's Chromium trace of each timed step, as
 * `<folder>/<step>.json` (DevTools' Performance panel opens it), and the main thread's largest
 * self times printed, then the JavaScript's by function from the trace's sampling profile (the app
 * is built unminified for such a run, so the names are the source's). Time the profiler cannot
 * attribute, which the CPU slowdown adds much of, shows as `(program)`. Tracing slows the run
 * down: a run with it set prints no figures worth comparing.
 */
export async function traced(browser, page, step, enabled, work) {
  const folder = process.env.BENCH_TRACE;
  if (!folder || !enabled) return work();
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${step}.json`);
  await browser.startTracing(page, {
    path,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  try {
    return await work();
  } finally {
    await browser.stopTracing();
    console.log(`  ${step}: main thread's self time (ms), ${path}`);
    for (const { name, ms } of mainThreadSelfTimes(path)) console.log(`    ${ms}\t${name}`);
    console.log(`  ${step}: the page's JavaScript by function, self time (ms)`);
    for (const { name, ms } of javaScriptSelfTimes(path)) console.log(`    ${ms}\t${name}`);
  }
}

/**
 * How many times slower than the host a phone's CPU is: Lighthouse's calibration from the host's
 * benchmark index, measured in `page`; BENCH_CPU_SLOWDOWN fixes the rate instead, to compare
 * runs on a host whose load varies.
 */
export async function phoneSlowdown(page) {
  return process.env.BENCH_CPU_SLOWDOWN
    ? Number(process.env.BENCH_CPU_SLOWDOWN)
    : calibratedSlowdown(await hostBenchmarkIndex(page));
}

/**
 * 5. /achievements of a 5,000-achievement account on a phone's CPU (the host slowed down as the
 * Lighthouse part calibrates it) until the first card is shown: reached from the dashboard in
 * the app, and loaded (the service worker serves the app, Dexie the rows); one keystroke in
 * Search until the list changed, and another that leaves no achievement. Each run `runs` times
 * (at least three), with the host's one-minute load average at the end of each run;
 * bench/run.mjs prints median, min and max.
 */
export async function measureLargeScreen(browser, base, token, runCount = 3, proxyPort = 0) {
  const proxy = await startShapingProxy({ targetPort: new URL(base).port, port: proxyPort });
  const { context, page } = await openDevice(browser, proxy, token);
  try {
    // The device's first pull brings the 5,000 (through the proxy) before anything is timed.
    const deadline = Date.now() + 180_000;
    while ((await storedAchievements(page, userIdOf(token))) < 5000) {
      if (Date.now() > deadline) throw new Error('the device never stored the 5,000');
      await page.waitForTimeout(500);
    }
    await page.getByText(describedAs).first().waitFor();
    await untilQuiet(page);
    const slowdown = await phoneSlowdown(page);
    await context.addInitScript(watchFirstRow, { selector: achievementCards, text: describedAs });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const runs = [];
    for (let run = 0; run < Math.max(3, runCount); run += 1) {
      // From the dashboard, opened and idle, to the achievements (the screen's code included).
      await page.goto(`${proxy.base}/dashboard`);
      await untilQuiet(page);
      const first = run === 0;
      const inAppMs = await traced(browser, page, 'dashboard-to-rows', first, () =>
        page.evaluate(inAppNavigation, {
          path: '/achievements',
          selector: achievementCards,
          text: describedAs,
        }),
      );
      const searchMs = await searchKeystroke(page, '7', (timed) =>
        traced(browser, page, 'keystroke', first, timed),
      );
      // A word no achievement holds ("7x"): every one of the 5,000 is read before the list
      // says none match, as for a teacher's search of a rare word.
      const searchNoneMs = await searchKeystroke(page, 'x', (timed) =>
        traced(browser, page, 'keystroke-none', first, timed),
      );
      // A load of /achievements: the service worker serves the app, Dexie the rows.
      const loadMs = await traced(browser, page, 'load-to-rows', first, async () => {
        await page.reload({ waitUntil: 'commit' });
        return page.evaluate(() => window.phoneBenchFirstRow);
      });
      await untilQuiet(page);
      // Until the screen answers input: the end of the last long task since the navigation.
      const busyMs = await page.evaluate(() =>
        Math.max(0, ...window.phoneBenchLongTasks.map((task) => task.end)),
      );
      runs.push({ inAppMs, loadMs, busyMs, searchMs, searchNoneMs, loadAverage: os.loadavg()[0] });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { slowdown, runs };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/**
 * 6. A first visit in a fresh browser profile, `runsPerRow` times: /login until its form is
 * drawn, and until the service worker is active, which it becomes once every built file is in
 * its cache (from then on the app opens offline). Answers each run with the bytes it brought.
 */
async function measureFirstVisit(browser, base) {
  return repeated(runsPerRow, async () => {
    const proxy = await startShapingProxy({ targetPort: new URL(base).port });
    const context = await browser.newContext(phone);
    try {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${proxy.base}/login`, { waitUntil: 'commit' });
      await page.locator('input[type="email"]').waitFor();
      const formMs = performance.now() - started;
      await page.evaluate(() => navigator.serviceWorker.ready);
      return { formMs, offlineReadyMs: performance.now() - started, down: proxy.bytes().down };
    } finally {
      await context.close();
      await proxy.close();
    }
  });
}

/** Runs one measurement; a failure is reported as its result, so the others still run. */
export async function attempt(label, measure) {
  console.log(`  ${label}…`);
  try {
    return await measure();
  } catch (error) {
    console.error(`  ${label} failed:`, error);
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/**
 * Everything above against `server` (its own database). Each result is its figures, or
 * `{ error }` when that measurement failed.
 */
export async function measurePhoneSync(browser, server, { photo }) {
  const { base } = server;
  const firstVisit = await attempt('a first visit until the app opens offline', () =>
    measureFirstVisit(browser, base),
  );
  const writes = await attempt('500 queued achievements, then 20 with a photo', () =>
    measureQueuedWrites(browser, base, photo),
  );
  const token = await signIn(base, 'solo.teacher@shawahid.test');
  const seeded = await attempt('seeding 5,000 achievements', async () =>
    seedAchievements(base, token, await firstCriterionId(base, token), 5000),
  );
  const pulls = seeded.error
    ? seeded
    : await attempt('pulls of 5,000, then of one change', () =>
        measurePulls(browser, base, token, seeded[seeded.length - 1]),
      );
  const devices = await attempt('a change from one device to the other', () =>
    measureOtherDevice(browser, base),
  );
  const screen = seeded.error
    ? seeded
    : await attempt('/achievements with 5,000 on a slowed CPU', () =>
        measureLargeScreen(browser, base, token),
      );
  return { firstVisit, writes, pulls, devices, screen };
}

/**
 * Only the screen of a 5,000-achievement account (BENCH_ONLY=achievements-screen): seeds them
 * through the API against `server`, then measures as above, `runs` times.
 */
export async function measureAchievementsScreen(browser, server, runs, proxyPort = 0) {
  const { base } = server;
  const token = await signIn(base, 'solo.teacher@shawahid.test');
  const seeded = await attempt('seeding 5,000 achievements', async () =>
    seedAchievements(base, token, await firstCriterionId(base, token), 5000),
  );
  if (seeded.error) return seeded;
  return attempt('/achievements with 5,000 on a slowed CPU', () =>
    measureLargeScreen(browser, base, token, runs, proxyPort),
  );
}
