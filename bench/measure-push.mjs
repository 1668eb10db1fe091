// The `Push` rows of `npm run bench` (issue 34): creates applied per second through
// `POST /sync/push` on PostgreSQL, beside the same rows inserted by a bare `pg` client,
// multi-row, measured in the same session; each the median of several runs, with the load
// average at the end of each run. Measured from Node, without a shaping proxy.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

import pg from 'pg';

import { signIn } from './sign-in.mjs';

const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
const concurrency = 10;
const batchSize = 100;
/** The push endpoint's budget per user and minute (server/src/modules/sync-push/push-budget.ts). */
const budget = 1000;

function achievementBody(criterionId, index) {
  return {
    id: randomUUID(),
    description: `Push bench achievement ${index}`,
    event_start_at: new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString(),
    duration_minutes: 45,
    location: 'Room 2',
    criterion_ids: [criterionId],
    evidence_type: 'other',
    file_ids: [],
    links: [],
  };
}

/** Copies of a demo teacher (same school, same password) in the throw-away database. */
async function copiesOfTeacher(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into users (id, full_name, email, password_hash, role, organization_id, job, locale)
       select gen_random_uuid(), 'Push bench teacher ' || n, 'push.' || $2::text || '.' || n || '@shawahid.test',
              password_hash, role, organization_id, job, locale
       from users, generate_series(1, $1::int) as n
       where email = 'teacher2@shawahid.test'
       returning id, email, organization_id`,
      [count, String(Date.now())],
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function call(base, token, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const envelope = await response.json();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${envelope.error}`);
  return envelope.result;
}

/** `workers` loops calling `send(worker)` for `seconds`; what they applied per second. */
async function throughput(workers, send) {
  const deadline = performance.now() + seconds * 1000;
  let applied = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const result = await send(worker);
        if (result === null) return;
        applied += result.applied;
        failed += result.failed;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: applied / elapsed, applied, failed, elapsed, load: os.loadavg()[0] };
}

/** One run of batches of 100 creates through the push, `concurrency` users at once. */
function pushRun(base, criterionId, users, next) {
  const current = new Map();
  return throughput(concurrency, async (worker) => {
    let user = current.get(worker);
    if (!user || user.spent + batchSize > budget) {
      user = users.shift();
      if (!user) return null;
      current.set(worker, user);
    }
    user.spent += batchSize;
    const mutations = Array.from({ length: batchSize }, () => {
      const body = achievementBody(criterionId, next());
      return {
        id: randomUUID(),
        record_key: `achievements:${body.id}`,
        idempotency_key: randomUUID(),
        method: 'POST',
        path: '/achievements',
        body,
      };
    });
    const { outcomes } = await call(base, user.token, '/sync/push', { mutations });
    const applied = outcomes.filter((outcome) => outcome.status === 201 && !outcome.replayed);
    return { applied: applied.length, failed: outcomes.length - applied.length };
  });
}

/** One run of creates through `POST /achievements`, one request each, at the same concurrency. */
function singleRun(base, criterionId, tokens, next) {
  return throughput(concurrency, async (worker) => {
    const response = await fetch(`${base}/api/achievements`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[worker]}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(achievementBody(criterionId, next())),
    });
    await response.arrayBuffer();
    return response.status === 201 ? { applied: 1, failed: 0 } : { applied: 0, failed: 1 };
  });
}

/**
 * The limit beside the app: the same rows (an achievement and its criterion link) inserted by
 * `concurrency` bare `pg` clients, 100 rows a transaction in two multi-row inserts.
 */
async function bareRun(databaseUrl, criterionId, owners, next) {
  const clients = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  try {
    return await throughput(concurrency, async (worker) => {
      const client = clients[worker];
      const owner = owners[worker % owners.length];
      const now = new Date();
      const rows = Array.from({ length: batchSize }, () => achievementBody(criterionId, next()));
      const values = [];
      const placeholders = rows.map((body, index) => {
        values.push(
          body.id,
          owner.id,
          owner.organization_id,
          body.description,
          body.event_start_at,
          body.duration_minutes,
          body.location,
          body.evidence_type,
          JSON.stringify(body.links),
          now,
        );
        const at = index * 10;
        return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8}, $${at + 9}::jsonb, 1, $${at + 10}, $${at + 10})`;
      });
      await client.query('begin');
      await client.query(
        `insert into achievements (id, owner_id, organization_id, description, event_start_at,
           duration_minutes, location, evidence_type, links, version, created_at, updated_at)
         values ${placeholders.join(', ')}`,
        values,
      );
      await client.query(
        `insert into achievement_criteria (achievement_id, criterion_id)
         values ${rows.map((_, index) => `($${index + 1}, $${batchSize + 1})`).join(', ')}`,
        [...rows.map((body) => body.id), criterionId],
      );
      await client.query('commit');
      return { applied: batchSize, failed: 0 };
    });
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/**
 * `runs` rounds, each a run of the push, of the bare inserts and of one request per create, in
 * turns so that the machine's load falls on all three alike.
 */
export async function measurePush(base, databaseUrl, { runs = 3 } = {}) {
  // A run of 10 s at 6,000 creates/s would take 60 users' budgets; room for that per round.
  const people = await copiesOfTeacher(databaseUrl, runs * 60 + concurrency);
  const tokens = [];
  for (let index = 0; index < people.length; index += 8) {
    const slice = people.slice(index, index + 8);
    tokens.push(...(await Promise.all(slice.map((person) => signIn(base, person.email)))));
  }
  const criteria = await (
    await fetch(`${base}/api/criteria`, { headers: { authorization: `Bearer ${tokens[0]}` } })
  ).json();
  const criterionId = criteria.result[0].id;
  const pushUsers = tokens.slice(concurrency).map((token) => ({ token, spent: 0 }));
  let index = 0;
  const next = () => index++;

  const rounds = [];
  for (let round = 0; round < runs; round += 1) {
    console.log(`  push round ${round + 1} of ${runs}…`);
    const push = await pushRun(base, criterionId, pushUsers, next);
    const bare = await bareRun(databaseUrl, criterionId, people, next);
    const single = await singleRun(base, criterionId, tokens.slice(0, concurrency), next);
    rounds.push({ push, bare, single });
  }
  return { concurrency, batchSize, rounds };
}
