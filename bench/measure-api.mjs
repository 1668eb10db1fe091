import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import autocannon from 'autocannon';

import { demoPassword } from './constants.mjs';
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

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function rowsOf(database, call, result) {
  const errors = result.errors + result.timeouts + result.non2xx;
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
      value: errors,
      unit: '',
      target: '0',
      met: errors === 0,
    },
  ];
}

/** Login, a 2,000-item list and idempotent creates under load, plus the server's memory. */
export async function measureApi(server, database) {
  const { base } = server;
  const token = await signIn(base, 'solo.teacher@shawahid.test');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const criteria = await (await fetch(`${base}/api/criteria`, { headers })).json();
  const criterionId = criteria.result[0].id;
  await seedAchievements(base, token, criterionId, 2000);

  const rows = [];
  const login = await cannon({
    url: `${base}/api/auth/login`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'teacher@shawahid.test', password: demoPassword }),
  });
  rows.push(...rowsOf(database, 'login', login));

  const list = await cannon({
    url: `${base}/api/achievements`,
    connections: 10,
    headers,
  });
  rows.push(...rowsOf(database, 'list 2,000 achievements', list));

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
  rows.push(...rowsOf(database, 'create achievement (idempotency key)', create));

  const memory = residentMb(server.child.pid);
  rows.push({
    area: `API ${database}`,
    measure: 'server memory now / peak',
    value: `${memory.rss.toFixed(0)} / ${memory.peak.toFixed(0)}`,
    unit: 'MB',
    target: '',
    met: null,
  });
  return rows;
}
