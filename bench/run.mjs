// `npm run bench`: builds the app, serves it with the API on a throw-away database, measures
// (bundle, Lighthouse, offline start, local writes, sync, API) and prints one table, also
// written to bench/results.json. Targets are checked here, never in unit tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import sharp from 'sharp';

import { chromiumArgs, chromiumPath } from './constants.mjs';
import { measureApi } from './measure-api.mjs';
import { measureBundles } from './measure-bundles.mjs';
import { lighthouseRunsPerPage, measureLighthouse } from './measure-lighthouse.mjs';
import { measureLocalWrites, measureOfflineStart, measureSync } from './measure-browser.mjs';
import { postgresAnswers, throwAwayPostgres } from './postgres.mjs';

const work = join('bench', '.work');
const dist = join(work, 'dist');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startServer({ port, dataDir, databaseUrl }) {
  const child = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      STATIC_DIR: dist,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
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

function row(area, measure, value, unit, target) {
  const met = target ? target.check(value) : null;
  return { area, measure, value, unit, target: target?.label ?? '', met };
}

const formatValue = (value) =>
  typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(1)) : value;

function printTable(rows) {
  const header = ['Area', 'Measure', 'Value', 'Target', ''];
  const lines = rows.map((r) => [
    r.area,
    r.measure,
    `${formatValue(r.value)} ${r.unit}`.trim(),
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

async function main() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  console.log('Building the app and the bench page…');
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
  run('npx', [
    'vite',
    'build',
    '--config',
    'bench/browser/vite.config.ts',
    '--outDir',
    join(process.cwd(), dist, 'bench'),
  ]);

  const rows = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const server = await startServer({ port: 3900, dataDir: join(work, 'data') });
  try {
    console.log('Bundles…');
    const bundles = await measureBundles(browser, server.base, dist);
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

    console.log(`Lighthouse (mobile, slow 4G, ${lighthouseRunsPerPage} runs a page)…`);
    for (const result of await measureLighthouse(server.base, chromiumPath, chromiumArgs)) {
      for (const [category, score] of Object.entries(result.scores)) {
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

    console.log('Offline start…');
    const offline = await measureOfflineStart(browser, server.base);
    rows.push(
      row(
        'Offline start',
        '/dashboard first contentful paint',
        offline.firstContentfulPaintMs,
        'ms',
      ),
      row('Offline start', '/dashboard content shown', offline.contentShownMs, 'ms'),
    );

    console.log('Local writes…');
    const photo5 = await photoOfAbout(5 * 1024 * 1024);
    const writes = await measureLocalWrites(browser, server.base, photo5);
    rows.push(
      row(
        'Local write',
        `achievement with a ${(photo5.length / 1048576).toFixed(1)} MB photo, save to shown`,
        writes.photoSaveMs,
        'ms',
        under(100, 'ms'),
      ),
      row('Local write', '1,000 small achievements', writes.thousandMs, 'ms'),
      row('Local write', 'per small achievement', writes.thousandMs / 1000, 'ms'),
    );

    console.log('Sync…');
    const photo2 = await photoOfAbout(2 * 1024 * 1024);
    const sync = await measureSync(browser, server.base, photo2);
    rows.push(
      row('Sync', '500 queued achievements', sync.smallMs / 1000, 's', under(15, 's')),
      row('Sync', '500 queued achievements', sync.smallPerSecond, 'items/s'),
      row(
        'Sync',
        `50 with a ${(photo2.length / 1048576).toFixed(1)} MB photo`,
        sync.photosMs / 1000,
        's',
      ),
      row('Sync', '50 with a photo', sync.photosPerSecond, 'items/s'),
    );

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
  } else {
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: API figures on PGlite only.');
  }
  await browser.close();

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  console.log(`\nShawahid bench, ${new Date().toISOString()} on ${machine}\n`);
  printTable(rows);
  writeFileSync(
    join('bench', 'results.json'),
    `${JSON.stringify({ ranAt: new Date().toISOString(), machine, rows }, null, 2)}\n`,
  );
  const missed = rows.filter((r) => r.met === false);
  if (missed.length > 0) console.log(`\n${missed.length} target(s) missed.`);
}

await main();
