import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { demoPassword } from './constants.mjs';
import { medianRow, runsPerRow, valuesOf } from './rows.mjs';
import { loggedErrorsRow } from './server-log.mjs';
import { signIn } from './sign-in.mjs';

const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);

function achievementBody(criterionId, index) {
  return JSON.stringify({
    id: randomUUID(),
    description: `Load test achievement ${index}`,
    event_start_at: new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString(),
    duration_minutes: 45,
    location: 'Room 2',
    criterion_ids: [criterionId],
    evidence_type: 'other',
    file_ids: [],
    links: [],
  });
}

// A request the server never answers fails the run instead of holding the bench for ever.
const requestTimeoutMs = 60_000;

async function seedAchievements(base, token, criterionId, count) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${base}/api/achievements`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: achievementBody(criterionId, index),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (!response.ok) throw new Error(`seeding failed: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Waits until the server has worked through what the last run left in flight: autocannon
 * stops at its deadline without waiting for answers, and up to one request per connection
 * (a 2,000-item list each) would otherwise be served during the next run. On a busy machine
 * that put the list run's p99 into the create run's, and on PostgreSQL it filled the whole
 * create run (0 req/s). Done when the health check, which queues behind them for the
 * database, answers promptly.
 */
async function settle(base) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(requestTimeoutMs) });
    if (performance.now() - started < 50) return;
  }
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Answers that count as failures, summed over the runs: connection errors and timeouts
 * (autocannon counts both in `errors`), any status but the expected one, and a run in which
 * nothing was answered at all, which autocannon would otherwise report as 0 req/s with 0 errors.
 */
function failuresOf(results, expectedStatus) {
  let failed = 0;
  let timeouts = 0;
  const unexpected = new Map();
  const unanswered = [];
  for (const [index, result] of results.entries()) {
    if (result.requests.total === 0) {
      unanswered.push(
        `run ${index + 1}: none of ${result.requests.sent} answered in ${result.duration} s`,
      );
    }
    failed += result.errors;
    timeouts += result.timeouts;
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      if (Number(status) === expectedStatus) continue;
      failed += count;
      unexpected.set(status, (unexpected.get(status) ?? 0) + count);
    }
  }
  const details = [
    ...unanswered,
    ...(timeouts > 0 ? [`${timeouts} timed out`] : []),
    ...[...unexpected].map(([status, count]) => `${count}× ${status}`),
  ];
  return {
    value: details.length > 0 ? `${failed} (${details.join('; ')})` : failed,
    met: failed === 0 && unanswered.length === 0,
  };
}

/** A call's rows: medians of its runs (each `{ result, load }`) and its failures over all runs. */
function rowsOf(database, call, runs, expectedStatus) {
  const area = `API ${database}`;
  const failures = failuresOf(
    runs.map((run) => run.result),
    expectedStatus,
  );
  return [
    medianRow(
      area,
      `${call} requests/s`,
      valuesOf(runs, (result) => result.requests.average),
      'req/s',
    ),
    medianRow(
      area,
      `${call} p50`,
      valuesOf(runs, (result) => result.latency.p50),
      'ms',
    ),
    medianRow(
      area,
      `${call} p99`,
      valuesOf(runs, (result) => result.latency.p99),
      'ms',
    ),
    {
      area,
      measure: `${call} errors, all ${runs.length} runs`,
      value: failures.value,
      unit: '',
      target: '0',
      met: failures.met,
    },
  ];
}

/** The call's autocannon run after the server has settled, with the load average when it ended. */
async function timedRun(base, options) {
  await settle(base);
  const result = await cannon(options);
  return { result, load: os.loadavg()[0] };
}

/**
 * Login, a 2,000-item list and idempotent creates under load, `runsPerRow` runs of each, plus
 * the server's memory.
 */
export async function measureApi(server, database) {
  const { base } = server;
  const token = await signIn(base, 'solo.teacher@shawahid.test');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const criteria = await (
    await fetch(`${base}/api/criteria`, {
      headers,
      signal: AbortSignal.timeout(requestTimeoutMs),
    })
  ).json();
  const criterionId = criteria.result[0].id;
  console.log(`  ${database}: seeding 2,000 achievements…`);
  await seedAchievements(base, token, criterionId, 2000);

  // What a returning client costs: the browser revalidates its copy with the list's ETag.
  const { headers: listHeaders } = await fetch(`${base}/api/achievements`, {
    headers,
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const reads = [
    {
      call: 'login',
      expectedStatus: 200,
      options: {
        url: `${base}/api/auth/login`,
        method: 'POST',
        connections: 4,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'teacher@shawahid.test', password: demoPassword }),
      },
    },
    {
      call: 'list 2,000 achievements',
      expectedStatus: 200,
      options: { url: `${base}/api/achievements`, connections: 10, headers },
    },
    {
      call: 'list 2,000 achievements, unchanged (304)',
      expectedStatus: 304,
      options: {
        url: `${base}/api/achievements`,
        connections: 10,
        headers: { ...headers, 'if-none-match': listHeaders.get('etag') ?? '' },
      },
    },
  ].map((read) => ({ ...read, runs: [] }));
  // The reads in turns, round after round; the creates after them, since they grow the list.
  for (let round = 0; round < runsPerRow; round += 1) {
    for (const read of reads) {
      console.log(`  ${database}: ${read.call} under load, run ${round + 1}…`);
      read.runs.push(await timedRun(base, read.options));
    }
  }
  let index = 2000;
  const creates = [];
  for (let round = 0; round < runsPerRow; round += 1) {
    console.log(`  ${database}: creates under load, run ${round + 1}…`);
    creates.push(
      await timedRun(base, {
        url: `${base}/api/achievements`,
        method: 'POST',
        connections: 10,
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'idempotency-key': randomUUID() },
              body: achievementBody(criterionId, index++),
            }),
          },
        ],
      }),
    );
  }

  const rows = [];
  for (const read of reads)
    rows.push(...rowsOf(database, read.call, read.runs, read.expectedStatus));
  rows.push(...rowsOf(database, 'create achievement (idempotency key)', creates, 201));

  const memory = residentMb(server.child.pid);
  rows.push({
    area: `API ${database}`,
    measure: 'server memory now / peak',
    value: `${memory.rss.toFixed(0)} / ${memory.peak.toFixed(0)}`,
    unit: 'MB',
    target: '',
    met: null,
  });
  rows.push(loggedErrorsRow(`API ${database}`, server.loggedErrors));
  return rows;
}
