import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { demoPassword } from './constants.mjs';
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
 * Answers that count as failures: connection errors and timeouts (autocannon counts both in
 * `errors`), any status but the expected one, and a run in which nothing was answered at all,
 * which autocannon would otherwise report as 0 req/s with 0 errors.
 */
function failuresOf(result, expectedStatus) {
  const unexpected = Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) !== expectedStatus)
    .map(([status, { count }]) => ({ status, count }));
  const failed = result.errors + unexpected.reduce((total, { count }) => total + count, 0);
  const details = [
    ...(result.timeouts > 0 ? [`${result.timeouts} timed out`] : []),
    ...unexpected.map(({ status, count }) => `${count}× ${status}`),
  ];
  if (result.requests.total === 0) {
    return {
      value: `none of ${result.requests.sent} answered in ${result.duration} s`,
      met: false,
    };
  }
  return { value: details.length > 0 ? `${failed} (${details.join(', ')})` : failed, met: !failed };
}

function rowsOf(database, call, result, expectedStatus) {
  const failures = failuresOf(result, expectedStatus);
  return [
    {
      area: `API ${database}`,
      measure: `${call} requests/s`,
      value: result.requests.average,
      unit: 'req/s',
      target: '',
      met: null,
    },
    {
      area: `API ${database}`,
      measure: `${call} p50 / p99`,
      value: `${result.latency.p50} / ${result.latency.p99}`,
      unit: 'ms',
      target: '',
      met: null,
    },
    {
      area: `API ${database}`,
      measure: `${call} errors`,
      value: failures.value,
      unit: '',
      target: '0',
      met: failures.met,
    },
  ];
}

/** Login, a 2,000-item list and idempotent creates under load, plus the server's memory. */
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

  const rows = [];
  console.log(`  ${database}: login under load…`);
  await settle(base);
  const login = await cannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'teacher@shawahid.test', password: demoPassword }),
  });
  rows.push(...rowsOf(database, 'login', login, 200));

  console.log(`  ${database}: list under load…`);
  await settle(base);
  const list = await cannon({ url: `${base}/api/achievements`, connections: 10, headers });
  rows.push(...rowsOf(database, 'list 2,000 achievements', list, 200));

  // What a returning client costs: the browser revalidates its copy with the list's ETag.
  console.log(`  ${database}: unchanged list under load…`);
  await settle(base);
  const { headers: listHeaders } = await fetch(`${base}/api/achievements`, {
    headers,
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const unchanged = await cannon({
    url: `${base}/api/achievements`,
    connections: 10,
    headers: { ...headers, 'if-none-match': listHeaders.get('etag') ?? '' },
  });
  rows.push(...rowsOf(database, 'list 2,000 achievements, unchanged (304)', unchanged, 304));

  console.log(`  ${database}: creates under load…`);
  await settle(base);
  let index = 2000;
  const create = await cannon({
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
  });
  rows.push(...rowsOf(database, 'create achievement (idempotency key)', create, 201));

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
