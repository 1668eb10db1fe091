// `npm run bench`: builds the app, serves it with the API on a throw-away database, measures
// (bundle, Lighthouse, offline start, local writes, sync, API, sync through a phone network, the
// principal's screens) and prints one table, also written to bench/results.json. Targets are
// checked here, never in unit tests.
//
// BENCH_ONLY=api-cluster measures only the API through the proxy to two instances;
// BENCH_ONLY=bundles measures only the `Bundle` rows (a minute; BENCH_PORT sets its server's
// port), e.g. after adding a package, and puts them in bench/results.json in place of the last
// run's (sizes, not times: any host);
// BENCH_ONLY=lighthouse measures only the `Lighthouse` rows, the trivial page's included (about
// twenty minutes; BENCH_PORT sets its server's port), and puts them in bench/results.json in
// place of that area's rows of the last run;
// BENCH_ONLY=device measures only the `Offline start` and `Local write` areas (a few minutes;
// BENCH_PORT sets its server's port) and puts them in bench/results.json in place of those
// areas' rows of the last run;
// BENCH_ONLY=phone-sync measures only the `Sync (phone network)` area
// (bench/measure-phone-sync.mjs, about ten minutes instead of twenty), prints its rows and puts
// them in bench/results.json in place of that area's rows of the last run.
// BENCH_ONLY=achievements-screen measures only the rows "/achievements with 5,000" (a few
// minutes; BENCH_PORT sets its server's port and the phone's proxy takes the next one,
// BENCH_RUNS its runs, at least 3, and BENCH_CPU_SLOWDOWN a fixed CPU slowdown instead of the
// calibrated one), prints them and puts them in bench/results.json in place of the last run's
// rows of that screen, whatever slowdown they were measured at; BENCH_TRACE=<folder> also
// writes the first run's Chromium traces of its three steps there.
// BENCH_ONLY=review-queue measures only the `Principal (phone network)` area: the principal's
// review queue and staff screens with 20,000 achievements awaiting review across a school
// (bench/measure-review-queue.mjs, on a throw-away PostgreSQL database, a few minutes;
// BENCH_PORT sets its server's port and the phone's proxy takes the next one, BENCH_RUNS,
// BENCH_CPU_SLOWDOWN and BENCH_TRACE as for achievements-screen), prints its rows and puts them
// in bench/results.json in place of that area's rows of the last run.
//
// BENCH_ONLY=push measures only the `Push` area (bench/measure-push.mjs and the idle memory of
// a first start and a restart on PGlite, a few minutes, no build needed), prints its rows and
// puts them in bench/results.json in place of that area's rows of the last run.
//
// BENCH_ONLY=upload-memory measures only the server's memory while 20 clients upload a 5 MB
// photo at once (bench/measure-upload-memory.mjs, 3 rounds, a few minutes, no build needed),
// prints its rows and puts them in bench/results.json in place of that area's rows of the last
// run.
//
// BENCH_ONLY=portfolio measures only the portfolio PDF of a teacher with 200 achievements and
// 100 photos (bench/measure-portfolio.mjs, a few minutes, no build needed), prints its rows and
// puts them in bench/results.json in place of that area's rows of the last run.
//
// BENCH_ONLY=offline-return (or its old name webkit-offline) measures only the rows "Chromium: /
// WebKit: offline photos on the server after the network returns"
// (bench/measure-chromium-offline.mjs, bench/measure-webkit-offline.mjs, several minutes; it serves
// `dist`, built by `npm start`'s rule when stale), prints them and puts them in
// bench/results.json in place of the last run's.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import sharp from 'sharp';

import { chromiumArgs, chromiumPath } from './constants.mjs';
import { measureApi } from './measure-api.mjs';
import { measureBundles } from './measure-bundles.mjs';
import { errorLinesOf, isErrorLine } from './server-log.mjs';
import { lighthouseRunsPerPage, measureLighthouse } from './measure-lighthouse.mjs';
import { trivialPagePath, writeTrivialPage } from './trivial-page.mjs';
import { measureLocalWrites, measureOfflineStart, measureSync } from './measure-browser.mjs';
import { measureAchievementsScreen, measurePhoneSync } from './measure-phone-sync.mjs';
import { measurePush } from './measure-push.mjs';
import { measureReviewQueue } from './measure-review-queue.mjs';
import { rssOf } from './server-memory.mjs';
import { measureHeavyPortfolio, measurePortfolio } from './measure-portfolio.mjs';
import { measureUploadMemory } from './measure-upload-memory.mjs';
import { postgresAnswers, throwAwayPostgres } from './postgres.mjs';
import { medianOf, medianRow, repeated, row, runsPerRow, valuesOf } from './rows.mjs';
import { phoneNetwork } from './shaping-proxy.mjs';

const areas = [
  'push',
  'device',
  'phone-sync',
  'achievements-screen',
  'review-queue',
  'bundles',
  'lighthouse',
  'upload-memory',
  'api-cluster',
  'portfolio',
  'offline-return',
  // the name of offline-return when it measured WebKit alone
  'webkit-offline',
];
const only = process.env.BENCH_ONLY || null;
if (only && !areas.includes(only)) {
  throw new Error(`BENCH_ONLY=${only}: expected one of ${areas.join(', ')}`);
}

const work = join('bench', '.work');
const dist = join(work, 'dist');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer({ port, dataDir, databaseUrl, env = {} }) {
  const child = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      STATIC_DIR: dist,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const loggedErrors = errorLinesOf(child.stdout);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, loggedErrors };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not start`);
}

async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
}

/** A noisy JPEG (photos barely compress) within 5% of `targetBytes`, like a phone's. */
async function photoOfAbout(targetBytes) {
  const jpegOfSide = (side) =>
    sharp({
      create: {
        width: Math.round(side * 1.33),
        height: side,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
  let side = Math.round(Math.sqrt(targetBytes / 0.63));
  let photo = await jpegOfSide(side);
  for (let attempt = 0; attempt < 4 && Math.abs(photo.length / targetBytes - 1) > 0.05; attempt++) {
    side = Math.round(side * Math.sqrt(targetBytes / photo.length));
    photo = await jpegOfSide(side);
  }
  return photo;
}

const formatValue = (value) =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(1)) : value;

/**
 * The median over the runs of one part's figure divided by another's (`run[top][field] ÷
 * run[bottom][field]`), each run with the load measured during `loadFrom` (`bottom` unless said).
 */
function ratioRow(area, measure, runs, { top, bottom, field, loadFrom = bottom }, target) {
  const ratios = runs.map((run) => ({
    value: run[top][field] / run[bottom][field],
    load: run[loadFrom].load,
  }));
  return medianRow(area, measure, ratios, '×', target);
}

const spreadOf = (r) =>
  r.min === undefined
    ? ''
    : ` (min ${formatValue(r.min)}, max ${formatValue(r.max)}; load ${r.loadAverages.map((l) => l.toFixed(1)).join(' / ')})`;

function printTable(rows) {
  const header = ['Area', 'Measure', 'Value', 'Target', ''];
  const lines = rows.map((r) => [
    r.area,
    r.measure,
    `${formatValue(r.value)} ${r.unit}`.trim() + spreadOf(r),
    r.target,
    r.met === null ? '' : r.met ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((l) => l[i].length)));
  const format = (l) => `| ${l.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const under = (limit, unit) => ({ label: `< ${limit} ${unit}`, check: (v) => v < limit });
const atLeast = (limit) => ({ label: `>= ${limit}`, check: (v) => v >= limit });
const failedTarget = { label: 'measured', check: () => false };
const atMost = (limit) => ({ label: `<= ${limit}`, check: (v) => v <= limit });

/** A row whose value is printed with `digits` decimals (the target checks the number). */
function preciseRow(area, measure, value, unit, target, digits) {
  return { ...row(area, measure, value, unit, target), value: value.toFixed(digits) };
}

/** The bytes each view downloads, against the budgets. */
async function measureBundleRows(browser, base, rows) {
  console.log('Bundles…');
  const bundles = await measureBundles(browser, base, dist);
  rows.push(
    row(
      'Bundle',
      'landing critical path (gzip)',
      bundles.landing.critical.gzip,
      'KB',
      under(120, 'KB'),
    ),
    row('Bundle', 'landing critical path (brotli)', bundles.landing.critical.brotli, 'KB'),
    row('Bundle', 'landing, until hydrated (gzip)', bundles.landing.untilHydrated.gzip, 'KB'),
    row('Bundle', 'landing, all fetched until idle (gzip)', bundles.landing.fetched.gzip, 'KB'),
    row(
      'Bundle',
      'logged-in app shell (gzip)',
      bundles.appShell.critical.gzip,
      'KB',
      under(170, 'KB'),
    ),
    row('Bundle', 'logged-in app shell (brotli)', bundles.appShell.critical.brotli, 'KB'),
    row(
      'Bundle',
      '/dashboard critical path, shell included (gzip)',
      bundles.dashboard.critical.gzip,
      'KB',
    ),
    row(
      'Bundle',
      '/dashboard, all fetched until idle (gzip)',
      bundles.dashboard.fetched.gzip,
      'KB',
    ),
  );
}

/** The trivial page's performance score from which the app's pages are judged. */
const calmMachineScore = 98;

/**
 * The performance row of one page: the median run's score with the min, max and load average of
 * every run (as `medianRow`, under the name the row has always had).
 */
function performanceRow(measure, result, target) {
  return {
    ...row('Lighthouse', measure, result.scores.performance, '', target),
    min: Math.min(...result.performanceRuns),
    max: Math.max(...result.performanceRuns),
    runs: result.performanceRuns,
    loadAverages: result.loadAverages,
  };
}

/**
 * The app's performance target, judged only when the trivial page, run in the same rounds,
 * scored at least `calmMachineScore` and the 1-minute load average after the rounds' runs
 * stayed at most the number of cores: below that the machine, not the app, sets the score. The
 * load is part of the rule because a page without script barely feels a busy CPU (it kept 99
 * at a load of 8 to 12 while the app's pages fell to 55-67; bench/README.md).
 */
function performanceTarget(trivial, pages) {
  const trivialScore = trivial.scores.performance;
  const loads = [trivial, ...pages].flatMap((result) => result.loadAverages);
  const load = medianOf(loads);
  const cores = os.cpus().length;
  const label = `>= 95 when the trivial page scores >= ${calmMachineScore} and the load stays <= ${cores}`;
  if (trivialScore >= calmMachineScore && load <= cores) {
    return { label, check: (score) => score >= 95 };
  }
  return {
    label: `${label} (trivial page ${trivialScore}, median load ${load.toFixed(1)}: too noisy to judge)`,
    check: () => null,
  };
}

/** Lighthouse on the trivial page and the app's pages in turns (bench/README.md). */
async function measureLighthouseRows(base, rows) {
  console.log(
    `Lighthouse (mobile, slow 4G, ${lighthouseRunsPerPage} rounds of the trivial page and each page)…`,
  );
  const { trivial, pages } = await measureLighthouse(base, chromiumPath, chromiumArgs);
  const trivialMeasure = `${trivialPagePath} (trivial static page)`;
  rows.push(
    performanceRow(`${trivialMeasure} performance`, trivial, {
      label: `>= ${calmMachineScore} to judge the pages' performance`,
      check: () => null,
    }),
    row(
      'Lighthouse',
      `${trivialMeasure} performance, each run`,
      trivial.performanceRuns.join(' / '),
      '',
    ),
    row(
      'Lighthouse',
      `${trivialMeasure} host CPU index (slowdown), each run`,
      trivial.calibrations.join(' / '),
      '',
    ),
  );
  for (const result of pages) {
    rows.push(
      performanceRow(`${result.path} performance`, result, performanceTarget(trivial, pages)),
    );
    for (const [category, score] of Object.entries(result.scores)) {
      if (category === 'performance') continue;
      rows.push(row('Lighthouse', `${result.path} ${category}`, score, '', atLeast(95)));
    }
    rows.push(row('Lighthouse', `${result.path} LCP`, result.lcpMs / 1000, 's', under(2.5, 's')));
    rows.push(row('Lighthouse', `${result.path} TBT`, result.tbtMs, 'ms'));
    rows.push(row('Lighthouse', `${result.path} CLS`, result.cls, ''));
    rows.push(
      row(
        'Lighthouse',
        `${result.path} performance, each run`,
        result.performanceRuns.join(' / '),
        '',
      ),
      row(
        'Lighthouse',
        `${result.path} host CPU index (slowdown), each run`,
        result.calibrations.join(' / '),
        '',
      ),
    );
  }
}

/** The device's own figures: the app opened offline, and writes kept on the device. */
async function measureOnDevice(browser, base, rows) {
  console.log(`Offline start (${runsPerRow} runs)…`);
  const offline = await repeated(runsPerRow, () => measureOfflineStart(browser, base));
  rows.push(
    medianRow(
      'Offline start',
      '/dashboard first contentful paint',
      valuesOf(offline, (run) => run.firstContentfulPaintMs),
      'ms',
    ),
    medianRow(
      'Offline start',
      '/dashboard content shown',
      valuesOf(offline, (run) => run.contentShownMs),
      'ms',
    ),
  );

  console.log(`Local writes (${runsPerRow} runs)…`);
  const photo5 = await photoOfAbout(5 * 1024 * 1024);
  const writes = await repeated(runsPerRow, () => measureLocalWrites(browser, base, photo5));
  rows.push(
    medianRow(
      'Local write',
      `achievement with a ${(photo5.length / 1048576).toFixed(1)} MB photo, save to shown`,
      valuesOf(writes, (run) => run.photoSaveMs),
      'ms',
      under(100, 'ms'),
    ),
    medianRow(
      'Local write',
      '1,000 small achievements',
      valuesOf(writes, (run) => run.thousandMs),
      'ms',
    ),
    medianRow(
      'Local write',
      'per small achievement',
      valuesOf(writes, (run) => run.thousandMs / 1000),
      'ms',
    ),
  );
}

/** Everything but the phone network: bundles, Lighthouse, the browser figures, the API. */
async function measureOnLoopback(browser, rows) {
  const server = await startServer({ port: 3900, dataDir: join(work, 'data') });
  try {
    await measureBundleRows(browser, server.base, rows);

    await measureLighthouseRows(server.base, rows);

    await measureOnDevice(browser, server.base, rows);

    // Each run queues and sends its own 550 achievements; the server keeps the earlier runs'.
    console.log(`Sync (${runsPerRow} runs)…`);
    const photo2 = await photoOfAbout(2 * 1024 * 1024);
    const sync = await repeated(runsPerRow, () => measureSync(browser, server.base, photo2));
    rows.push(
      medianRow(
        'Sync',
        '500 queued achievements',
        valuesOf(sync, (run) => run.smallMs / 1000),
        's',
        under(15, 's'),
      ),
      medianRow(
        'Sync',
        '500 queued achievements',
        valuesOf(sync, (run) => run.smallPerSecond),
        'items/s',
      ),
      medianRow(
        'Sync',
        `50 with a ${(photo2.length / 1048576).toFixed(1)} MB photo`,
        valuesOf(sync, (run) => run.photosMs / 1000),
        's',
      ),
      medianRow(
        'Sync',
        '50 with a photo',
        valuesOf(sync, (run) => run.photosPerSecond),
        'items/s',
      ),
    );
    await measureOfflineReturnArea(rows, dist);

    console.log('API on PGlite…');
    for (const r of await measureApi(server, 'PGlite')) rows.push(r);
  } finally {
    await stopServer(server);
  }

  if (await postgresAnswers()) {
    const database = await throwAwayPostgres();
    const pgServer = await startServer({
      port: 3901,
      dataDir: join(work, 'data-pg'),
      databaseUrl: database.url,
    });
    try {
      console.log('API on PostgreSQL…');
      for (const r of await measureApi(pgServer, 'PostgreSQL')) rows.push(r);
    } finally {
      await stopServer(pgServer);
      await database.drop();
    }
    await measureApiOnCluster(rows);
  } else {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: API figures on PGlite only.');
  }
}

/**
 * The same API figures through `npm run cluster`'s round-robin proxy to two instances on one
 * PostgreSQL database (and Redis when it answers). On two cores this shows the cost of the
 * proxy and of a second process, not more throughput.
 */
async function measureApiOnCluster(rows) {
  const { register } = await import('tsx/esm/api');
  register();
  const { startCluster } = await import('../scripts/cluster/start-cluster.ts');
  const database = await throwAwayPostgres();
  const loggedErrors = [];
  const cluster = await startCluster({
    instances: 2,
    databaseUrl: database.url,
    ...((await redisAnswers()) ? { redisUrl: 'redis://127.0.0.1:6379' } : {}),
    env: { LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(48).toString('base64url'), STATIC_DIR: dist },
    onOutput: (index, line) => {
      if (isErrorLine(line)) loggedErrors.push(`[${index}] ${line}`);
    },
  });
  try {
    console.log('API on PostgreSQL, two instances behind the proxy…');
    const server = { base: cluster.url, child: cluster.instances[0].process, loggedErrors };
    for (const r of await measureApi(server, 'PostgreSQL, 2 instances')) {
      rows.push(
        r.measure === 'server memory now / peak'
          ? { ...r, measure: 'first instance memory now / peak' }
          : r,
      );
    }
  } finally {
    await cluster.stop();
    await database.drop();
  }
}

async function redisAnswers() {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379, timeout: 1_000 });
    const done = (answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * Sync as a phone sees it, through bench/shaping-proxy.mjs, on a server of its own: on
 * PostgreSQL when it answers (the push throughput needs it), otherwise on PGlite.
 */
async function measurePhoneNetwork(browser, rows) {
  const area = 'Sync (phone network)';
  const database = (await postgresAnswers()) ? await throwAwayPostgres() : null;
  const server = await startServer({
    port: 3902,
    dataDir: join(work, 'data-phone'),
    databaseUrl: database?.url,
  });
  let phone;
  try {
    console.log(`Sync through a phone network (${database ? 'PostgreSQL' : 'PGlite'})…`);
    const photo = await photoOfAbout(1024 * 1024);
    phone = await measurePhoneSync(browser, server, { photo });
  } finally {
    await stopServer(server);
    await database?.drop();
  }
  const { firstVisit, writes, pulls, devices, screen } = phone;
  const kb = (bytes) => bytes / 1024;
  /** A measurement that failed gets one row saying why, counted as a missed target. */
  const failed = (measure, result) => {
    if (!result?.error) return false;
    rows.push(row(area, measure, `failed: ${result.error}`, '', failedTarget));
    return true;
  };

  if (!failed('a first visit until the app opens offline', firstVisit)) {
    const downBytes = medianOf(firstVisit.map((run) => run.result.down));
    rows.push(
      medianRow(
        area,
        'first visit: /login drawn',
        valuesOf(firstVisit, (run) => run.formMs / 1000),
        's',
      ),
      medianRow(
        area,
        'first visit: until the app opens offline (every built file cached)',
        valuesOf(firstVisit, (run) => run.offlineReadyMs / 1000),
        's',
      ),
      row(
        area,
        `first visit, ideal (${(downBytes / 1048576).toFixed(1)} MB down ÷ downlink)`,
        (downBytes * 8) / phoneNetwork.downBitsPerSecond,
        's',
      ),
    );
  }
  if (!failed('500 queued achievements, 20 with a photo', writes)) {
    const eachRun = (key) =>
      writes.runs.map((run) => ({ value: run[key].ms / 1000, load: run[key].load }));
    rows.push(
      medianRow(
        area,
        "500 queued achievements, app's engine (batches to POST /sync/push)",
        eachRun('engine'),
        's',
        under(5, 's'),
      ),
      medianRow(
        area,
        "500 queued, Workbox's Queue, one POST /achievements per write (batching vs one request per write)",
        eachRun('workbox'),
        's',
      ),
      ratioRow(
        area,
        "500 queued, Workbox's one-request-per-write time ÷ the engine's (what batching buys)",
        writes.runs,
        { top: 'workbox', bottom: 'engine', field: 'ms' },
        atLeast(10),
      ),
      medianRow(
        area,
        "500 queued, Workbox's Queue replaying the engine's batched POST /sync/push requests",
        eachRun('workboxBatched'),
        's',
      ),
      ratioRow(
        area,
        "500 queued, the engine's time ÷ Workbox's batched replay (what the engine adds beyond batching)",
        writes.runs,
        { top: 'engine', bottom: 'workboxBatched', field: 'ms', loadFrom: 'engine' },
      ),
      row(
        area,
        `20 with a ${(writes.photoBytes / 1048576).toFixed(1)} MB photo`,
        writes.photosMs / 1000,
        's',
        under(Math.round((1.25 * writes.photosIdealMs) / 100) / 10, 's'),
      ),
      row(area, '20 with a photo, ideal (photo bytes ÷ uplink)', writes.photosIdealMs / 1000, 's'),
      preciseRow(
        area,
        '20 with a photo, bytes sent ÷ photo bytes',
        writes.photosUpBytes / (20 * writes.photoBytes),
        '×',
        null,
        2,
      ),
      preciseRow(
        area,
        '20 with a photo, time ÷ ideal',
        writes.photosMs / writes.photosIdealMs,
        '×',
        atMost(1.25),
        2,
      ),
    );
  }
  if (!failed('pulls of an account of 5,000', pulls)) {
    rows.push(
      row(
        area,
        `new device's first pull of 5,000 (${pulls.first.pages} pages)`,
        pulls.first.ms / 1000,
        's',
      ),
      row(
        area,
        "new device's first pull, bytes down / up",
        `${kb(pulls.first.down).toFixed(0)} / ${kb(pulls.first.up).toFixed(0)}`,
        'KB',
      ),
      row(area, 'pull of 1 changed record in 5,000', pulls.second.ms, 'ms', under(400, 'ms')),
      row(
        area,
        'pull of 1 changed record, answer on the wire',
        kb(pulls.second.down),
        'KB',
        under(5, 'KB'),
      ),
      row(area, 'pull of 1 changed record, request on the wire', kb(pulls.second.up), 'KB'),
    );
  }
  if (!failed("saved on device A until in device B's Dexie", devices)) {
    rows.push(
      row(
        area,
        "saved on device A until in device B's Dexie",
        devices.otherDeviceMs,
        'ms',
        under(2000, 'ms'),
      ),
    );
  }
  if (!failed('/achievements with 5,000 on a slowed CPU', screen)) {
    rows.push(...achievementsScreenRows(area, screen));
  }
}

/**
 * A row of several runs: the median checked against `target`, printed with min, max and the
 * host's load average over the runs (bench/README.md: "Noise").
 */
function spreadRow(area, measure, values, unit, target, loadAverages) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const load = Math.max(...loadAverages).toFixed(2);
  const spread = `min ${formatValue(sorted[0])}, max ${formatValue(sorted.at(-1))}`;
  return {
    ...row(area, measure, median, unit, target),
    value: `${formatValue(median)} ${unit} (${spread}; ${values.length} runs, load ≤ ${load})`,
    unit: '',
  };
}

/** The rows of /achievements with 5,000 on a slowed CPU (bench/measure-phone-sync.mjs). */
function achievementsScreenRows(area, screen) {
  const screenOf = `/achievements with 5,000, CPU ${screen.slowdown}× slower`;
  const loads = screen.runs.map((run) => run.loadAverage);
  const of = (key) => screen.runs.map((run) => run[key]);
  return [
    spreadRow(
      area,
      `${screenOf}: from the dashboard to first rows`,
      of('inAppMs'),
      'ms',
      under(500, 'ms'),
      loads,
    ),
    spreadRow(
      area,
      `${screenOf}: load to first rows`,
      of('loadMs'),
      'ms',
      under(1000, 'ms'),
      loads,
    ),
    spreadRow(area, `${screenOf}: load until it answers input`, of('busyMs'), 'ms', null, loads),
    spreadRow(
      area,
      `${screenOf}: search keystroke to list`,
      of('searchMs'),
      'ms',
      under(100, 'ms'),
      loads,
    ),
    spreadRow(
      area,
      `${screenOf}: search keystroke that leaves none (every row read) to list`,
      of('searchNoneMs'),
      'ms',
      under(100, 'ms'),
      loads,
    ),
  ];
}

/**
 * BENCH_ONLY=achievements-screen: only the rows above, on a server of its own (BENCH_PORT, the
 * phone's proxy on the next port).
 */
async function measureAchievementsScreenArea(browser, rows) {
  const area = 'Sync (phone network)';
  const port = Number(process.env.BENCH_PORT ?? 3903);
  const server = await startServer({ port, dataDir: join(work, 'data-screen') });
  try {
    console.log('/achievements with 5,000 on a slowed CPU…');
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    const screen = await measureAchievementsScreen(browser, server, runs, port + 1);
    if (screen.error)
      rows.push(row(area, '/achievements with 5,000', `failed: ${screen.error}`, '', failedTarget));
    else {
      printEachRun(screen.runs);
      rows.push(...achievementsScreenRows(area, screen));
    }
  } finally {
    await stopServer(server);
  }
}

/** Each run's figures in the order they ran, so a first run apart from the rest shows. */
function printEachRun(runs) {
  const ms = (value) => Math.round(value);
  for (const [at, run] of runs.entries()) {
    console.log(
      `  run ${at + 1}: dashboard → rows ${ms(run.inAppMs)} ms, load → rows ${ms(run.loadMs)} ms, ` +
        `keystroke ${ms(run.searchMs)} ms, keystroke leaving none ${ms(run.searchNoneMs)} ms, ` +
        `load average ${run.loadAverage.toFixed(2)}`,
    );
  }
}

/** The rows of the principal's screens on a slowed CPU (bench/measure-review-queue.mjs). */
function principalScreenRows(area, measured) {
  const cpu = `CPU ${measured.slowdown}× slower`;
  const of = (screen, key) =>
    measured.runs.map((run) => ({ value: run[screen][key], load: run[screen].load }));
  /** Medians of when the screen's API request left and was answered, after the step began. */
  const requestRow = (measure, screen, step) => {
    const median = (key) =>
      Math.round(medianOf(measured.runs.map((run) => run[screen][step][key])));
    return row(area, measure, `${median('askedMs')} / ${median('answeredMs')}`, 'ms');
  };
  const screenRows = (screen, named, firstShown, searched = false) => [
    medianRow(
      area,
      `${named}: from the dashboard to ${firstShown}`,
      of(screen, 'inAppMs'),
      'ms',
      under(500, 'ms'),
    ),
    medianRow(
      area,
      `${named}: load to ${firstShown}`,
      of(screen, 'loadMs'),
      'ms',
      under(1000, 'ms'),
    ),
    ...(searched
      ? [
          medianRow(
            area,
            `${named}: search keystroke to list`,
            of(screen, 'searchMs'),
            'ms',
            under(100, 'ms'),
          ),
        ]
      : []),
    requestRow(
      `${named}: from the dashboard, its API request sent / answered at (medians)`,
      screen,
      'inAppRequest',
    ),
    requestRow(
      `${named}: load, its API request sent / answered at (medians)`,
      screen,
      'loadRequest',
    ),
  ];
  const queue = `review queue, ${measured.awaiting.toLocaleString('en')} awaiting across ${measured.teachers} teachers`;
  const staff = `one teacher's evidence (${measured.perTeacher} awaiting)`;
  const coverage = `staff coverage of ${measured.teachers} teachers`;
  return [
    ...screenRows('review-queue', `${queue}, ${cpu}`, 'the first item'),
    ...screenRows('staff-achievements', `${staff}, ${cpu}`, 'first rows', true),
    ...screenRows('staff-coverage', `${coverage}, ${cpu}`, 'the first row'),
  ];
}

/**
 * The principal's review queue and staff screens with 20,000 achievements awaiting review
 * across a school, on a server of its own on a throw-away PostgreSQL database (BENCH_PORT, the
 * phone's proxy on the next port), seeded straight into that database.
 */
async function measurePrincipalArea(browser, rows) {
  const area = 'Principal (phone network)';
  if (!(await postgresAnswers())) {
    rows.push(row(area, 'review queue', 'not measured: PostgreSQL does not answer', ''));
    return;
  }
  const database = await throwAwayPostgres();
  const port = Number(process.env.BENCH_PORT ?? 3907);
  const server = await startServer({
    port,
    dataDir: join(work, 'data-review'),
    databaseUrl: database.url,
  });
  try {
    console.log("The principal's screens with 20,000 awaiting review on a slowed CPU…");
    const measured = await measureReviewQueue(browser, server, database.url, {
      runs: Number(process.env.BENCH_RUNS ?? runsPerRow),
      proxyPort: port + 1,
    });
    if (measured.error) {
      rows.push(row(area, 'review queue', `failed: ${measured.error}`, '', failedTarget));
    } else rows.push(...principalScreenRows(area, measured));
  } finally {
    await stopServer(server);
    await database.drop();
  }
}

const megabytes = (bytes) => bytes / (1024 * 1024);

/** The tests' S3 server (s3rver), in this process: its memory is not the app server's. */
async function startS3Server() {
  const { register } = await import('tsx/esm/api');
  register();
  const { startS3TestServer } = await import('../server/src/testing/s3-test-server.ts');
  return startS3TestServer();
}

/**
 * RSS growth of the server while 20 clients upload a 5 MB photo each at the same time, with
 * files in the local folder and with files in an S3 bucket, `runsPerRow` rounds of both in
 * turns, each storage on a server of its own started once.
 */
async function measureUploadMemoryArea(rows) {
  const area = 'Upload memory';
  const clients = 20;
  const photo = await photoOfAbout(5 * 1024 * 1024);
  const s3 = await startS3Server();
  const storages = [
    { name: 'local', port: 3903, env: {}, runs: [] },
    { name: 's3', port: 3904, env: null, runs: [] },
  ];
  try {
    storages[1].env = (await s3.newBucket()).env;
    for (const storage of storages) {
      storage.server = await startServer({
        port: storage.port,
        dataDir: join(work, `data-upload-memory-${storage.name}`),
        env: storage.env,
      });
    }
    for (let round = 0; round < runsPerRow; round += 1) {
      for (const storage of storages) {
        console.log(
          `Server memory while ${clients} clients upload 5 MB photos at once (files ${storage.name}, run ${round + 1})…`,
        );
        const measured = await measureUploadMemory(storage.server, { photo, clients });
        storage.runs.push({ result: measured, load: os.loadavg()[0] });
      }
    }
  } finally {
    for (const storage of storages) if (storage.server) await stopServer(storage.server);
    await s3.close();
  }
  for (const storage of storages) {
    const files = `files ${storage.name}`;
    rows.push(
      medianRow(
        area,
        `idle RSS, ${files}`,
        valuesOf(storage.runs, (run) => megabytes(run.idle)),
        'MB',
      ),
      medianRow(
        area,
        `peak RSS growth, ${clients} × ${megabytes(photo.length).toFixed(1)} MB at once, ${files}`,
        valuesOf(storage.runs, (run) => megabytes(run.growth)),
        'MB',
        under(100, 'MB'),
      ),
      medianRow(
        area,
        `${clients} uploads finished in, ${files}`,
        valuesOf(storage.runs, (run) => run.seconds),
        's',
      ),
    );
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a server is left alone after it answers before its idle RSS is read. */
const idleSeconds = 10;

/**
 * The server's idle RSS on PGlite, `npm start`'s default, on an empty data folder (the first
 * start creates the database) and then on the same folder again (a restart), `runsPerRow` times.
 */
async function measureLeanStart(rows, area) {
  const first = [];
  const restart = [];
  const firstStartSeconds = [];
  for (let run = 0; run < runsPerRow; run += 1) {
    const dataDir = join(work, `data-lean-${run}`);
    for (const list of [first, restart]) {
      console.log(`Idle memory, ${list === first ? 'first start' : 'restart'} ${run + 1}…`);
      const started = performance.now();
      const server = await startServer({ port: 3905, dataDir });
      if (list === first) {
        firstStartSeconds.push({
          value: (performance.now() - started) / 1000,
          load: os.loadavg()[0],
        });
      }
      try {
        await pause(idleSeconds * 1000);
        list.push({ value: megabytes(rssOf(server.child.pid)), load: os.loadavg()[0] });
      } finally {
        await stopServer(server);
      }
    }
  }
  rows.push(
    medianRow(
      area,
      'PGlite server idle RSS, first start on an empty folder',
      first,
      'MB',
      atMost(500),
    ),
    medianRow(
      area,
      'PGlite server idle RSS, restart on the same folder',
      restart,
      'MB',
      atMost(500),
    ),
    medianRow(area, 'PGlite first start, until it answers', firstStartSeconds, 's'),
  );
}

/** Creates/s through the push beside the bare `pg` limit, on PostgreSQL, and the lean start. */
async function measurePushArea(rows) {
  const area = 'Push';
  if (await postgresAnswers()) {
    const database = await throwAwayPostgres();
    const server = await startServer({
      port: 3906,
      dataDir: join(work, 'data-push'),
      databaseUrl: database.url,
    });
    try {
      console.log('Push throughput on PostgreSQL…');
      const measured = await measurePush(server.base, database.url, { runs: runsPerRow });
      const users = `${measured.concurrency} users at once`;
      const of = (key) =>
        measured.rounds.map((round) => ({ value: round[key].perSecond, load: round[key].load }));
      const push = of('push');
      const bare = of('bare');
      rows.push(
        medianRow(
          area,
          `PostgreSQL, POST /sync/push (batches of ${measured.batchSize}), ${users}: creates applied/s`,
          push,
          '/s',
          atLeast(3000),
        ),
        medianRow(
          area,
          `PostgreSQL, the same rows by bare pg clients (100 a transaction, multi-row), ${measured.concurrency} at once: rows/s`,
          bare,
          '/s',
        ),
        ratioRow(
          area,
          'PostgreSQL, bare pg ÷ the push, each round',
          measured.rounds,
          { top: 'bare', bottom: 'push', field: 'perSecond' },
          atMost(3),
        ),
        medianRow(
          area,
          `PostgreSQL, POST /achievements (one request each), ${users}: creates applied/s`,
          of('single'),
          '/s',
        ),
        row(
          area,
          'PostgreSQL, creates not applied (push / one each), all rounds',
          `${measured.rounds.reduce((n, r) => n + r.push.failed, 0)} / ${measured.rounds.reduce((n, r) => n + r.single.failed, 0)}`,
          '',
          {
            label: '0',
            check: () => measured.rounds.every((r) => r.push.failed + r.single.failed === 0),
          },
        ),
      );
    } finally {
      await stopServer(server);
      await database.drop();
    }
  } else {
    rows.push(row(area, 'push throughput', 'not measured: PostgreSQL does not answer', ''));
  }
  await measureLeanStart(rows, area);
}

/** Time, size and server memory of the portfolio PDF of a teacher with a busy year. */
async function measurePortfolioArea(rows) {
  const area = 'Portfolio PDF';
  const achievements = 200;
  const photos = 100;
  const port = Number(process.env.BENCH_PORTFOLIO_PORT ?? 3160);
  const server = await startServer({
    port,
    dataDir: join(work, 'data-portfolio'),
    // Every run renders: no PDF from the cache, and time enough on a loaded machine.
    env: { PDF_CACHE_SIZE: '0', PDF_RENDER_BUDGET_MS: '600000' },
  });
  try {
    const measured = await measurePortfolio(server, { achievements, photos });
    const of = `${achievements} achievements, ${photos} photos`;
    for (const [lang, result] of Object.entries(measured)) {
      rows.push(
        row(area, `time, ${of}, ${lang}`, result.seconds, 's', under(5, 's')),
        row(area, `size, ${of}, ${lang}`, megabytes(result.bytes), 'MB', under(15, 'MB')),
        row(area, `server RSS growth while made, ${lang}`, megabytes(result.growth), 'MB'),
      );
    }
    const heavy = await measureHeavyPortfolio(server, {
      achievements: 300,
      photos: 100,
      length: 1_800,
      runs: 3,
    });
    const heavyOf = '300 achievements of 1,800 Arabic characters in all 11 criteria, 100 photos';
    rows.push(
      row(area, `time, ${heavyOf}, ar, median of 3`, heavy.seconds, 's'),
      row(
        area,
        `slowest /api/health while it is made, median of 3`,
        heavy.slowestHealthMs,
        'ms',
        under(200, 'ms'),
      ),
    );
  } finally {
    await stopServer(server);
  }
}

const offlineReturnEngines = [
  {
    name: 'Chromium',
    dataDir: 'data-chromium',
    measure: async (server) =>
      (await import('./measure-chromium-offline.mjs')).measureChromiumOfflinePhotos(server),
  },
  {
    name: 'WebKit',
    dataDir: 'data-webkit',
    measure: async (server) =>
      (await import('./measure-webkit-offline.mjs')).measureWebKitOfflinePhotos(server),
  },
];

/**
 * The `Sync` area's rows of issue 29's offline scenario, Chromium's beside WebKit's: each the
 * median of three runs on a server of its own, behind the same cuttable proxy.
 */
async function measureOfflineReturnArea(rows, staticDir) {
  const medians = [];
  const eachRun = [];
  for (const engine of offlineReturnEngines) {
    const measure = `${engine.name}: offline photos on the server after the network returns`;
    const server = await startServer({
      port: Number(process.env.BENCH_OFFLINE_PORT ?? process.env.BENCH_WEBKIT_PORT ?? 3903),
      dataDir: join(work, engine.dataDir),
      env: { STATIC_DIR: staticDir },
    });
    try {
      console.log(`${engine.name}: offline photos after the network returns…`);
      const runs = await engine.measure(server);
      const shown = (seconds) =>
        seconds === null ? 'failed' : seconds === Infinity ? '> 120' : seconds.toFixed(1);
      const each = runs.map(shown).join(' / ');
      const median = [...runs].sort((a, b) => a - b)[1];
      medians.push(
        runs.includes(null)
          ? row('Sync', measure, `a run failed: ${each}`, '', failedTarget)
          : median === Infinity
            ? row('Sync', measure, '> 120', 's', failedTarget)
            : row('Sync', measure, median, 's', under(15, 's')),
      );
      eachRun.push(row('Sync', `${measure}, each run`, each, 's'));
    } finally {
      await stopServer(server);
    }
  }
  rows.push(...medians, ...eachRun);
}

/** Puts `rows` in bench/results.json in place of the last run's rows that `replaced` picks. */
function replaceRowsInResults(rows, replaced, machine) {
  const path = join('bench', 'results.json');
  const previous = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { rows: [] };
  writeFileSync(
    path,
    `${JSON.stringify(
      {
        ...previous,
        machine: previous.machine ?? machine,
        rows: [...previous.rows.filter((r) => !replaced(r)), ...rows],
      },
      null,
      2,
    )}\n`,
  );
}

/** Puts `rows` in the rows of bench/results.json in place of the measures they carry. */
function replaceMeasuresInResults(rows) {
  const measured = new Set(rows.map((r) => `${r.area}\u0000${r.measure}`));
  replaceRowsInResults(rows, (r) => measured.has(`${r.area}\u0000${r.measure}`));
}

/** Puts `rows` in bench/results.json in place of the rows of their areas. */
function replaceAreasInResults(rows, machine) {
  const areasMeasured = new Set(rows.map((r) => r.area));
  replaceRowsInResults(rows, (r) => areasMeasured.has(r.area), machine);
}

/**
 * The rows of /achievements with 5,000 in bench/results.json, whatever CPU slowdown their
 * names carry (`achievementsScreenRows`).
 */
const isAchievementsScreenRow = (r) =>
  r.area === 'Sync (phone network)' && r.measure.startsWith('/achievements with 5,000');

/** Runs `measure` against a server of its own (BENCH_PORT, else 3900), stopped after. */
async function onOwnServer(measure) {
  const port = Number(process.env.BENCH_PORT ?? 3900);
  const server = await startServer({ port, dataDir: join(work, 'data') });
  try {
    await measure(server.base);
  } finally {
    await stopServer(server);
  }
}

async function main() {
  if (only === 'offline-return' || only === 'webkit-offline') {
    const { buildIfStale } = await import('../scripts/build-if-stale.mjs');
    buildIfStale();
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    const rows = [];
    await measureOfflineReturnArea(rows, 'dist');
    console.log(`\nShawahid bench (${only}), ${new Date().toISOString()}\n`);
    printTable(rows);
    replaceMeasuresInResults(rows);
    if (rows.some((r) => r.met === false)) console.log('\nA target was missed.');
    return;
  }
  if (only === 'upload-memory' || only === 'portfolio' || only === 'push') {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    const rows = [];
    if (only === 'upload-memory') await measureUploadMemoryArea(rows);
    else if (only === 'push') await measurePushArea(rows);
    else await measurePortfolioArea(rows);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
    console.log(`\nShawahid bench (${only}), ${new Date().toISOString()} on ${machine}\n`);
    printTable(rows);
    replaceAreasInResults(rows, machine);
    if (rows.some((r) => r.met === false)) console.log('\nA target was missed.');
    return;
  }
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  console.log('Building the app and the bench page…');
  // A traced run names the app's functions in its JavaScript profile (bench/README.md).
  const traceBuild = process.env.BENCH_TRACE ? ['--minify', 'false'] : [];
  run('npx', [
    'vite',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    dist,
    '--emptyOutDir',
    ...traceBuild,
  ]);
  run('npx', [
    'vite',
    'build',
    '--config',
    'bench/browser/vite.config.ts',
    '--outDir',
    join(process.cwd(), dist, 'bench'),
  ]);
  writeTrivialPage(dist);

  const rows = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  if (!only) await measureOnLoopback(browser, rows);
  if (only === 'bundles') await onOwnServer((base) => measureBundleRows(browser, base, rows));
  if (only === 'lighthouse') await onOwnServer((base) => measureLighthouseRows(base, rows));
  if (!only) await measureUploadMemoryArea(rows);
  if (!only) await measurePortfolioArea(rows);
  if (!only) await measurePushArea(rows);
  if (only === 'api-cluster') {
    if (await postgresAnswers()) await measureApiOnCluster(rows);
    else console.log('PostgreSQL does not answer on 127.0.0.1:5432: no cluster to measure.');
  }
  if (!only || only === 'phone-sync') await measurePhoneNetwork(browser, rows);
  if (only === 'achievements-screen') await measureAchievementsScreenArea(browser, rows);
  if (only === 'device') await onOwnServer((base) => measureOnDevice(browser, base, rows));
  if (!only || only === 'review-queue') await measurePrincipalArea(browser, rows);
  await browser.close();

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  console.log(`\nShawahid bench, ${new Date().toISOString()} on ${machine}\n`);
  printTable(rows);
  if (
    only === 'bundles' ||
    only === 'device' ||
    only === 'lighthouse' ||
    only === 'phone-sync' ||
    only === 'review-queue'
  ) {
    replaceAreasInResults(rows, machine);
  }
  if (only === 'achievements-screen') replaceRowsInResults(rows, isAchievementsScreenRow, machine);
  if (!only) {
    writeFileSync(
      join('bench', 'results.json'),
      `${JSON.stringify({ ranAt: new Date().toISOString(), machine, rows }, null, 2)}\n`,
    );
  }
  const missed = rows.filter((r) => r.met === false);
  if (missed.length > 0) console.log(`\n${missed.length} target(s) missed.`);
}

await main();
