import { randomUUID } from 'node:crypto';

import sharp from 'sharp';
import { WebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answersOnPort } from '../../server/src/testing/answers-on-port.ts';
import { makeAchievement } from '../../server/src/testing/make-achievement.ts';
import { makeGoal, makePlan } from '../../server/src/testing/make-plan.ts';
import { startS3TestServer, type S3TestServer } from '../../server/src/testing/s3-test-server.ts';
import {
  createThrowAwayPostgresDatabase,
  type ThrowAwayDatabase,
} from '../../server/src/testing/throw-away-postgres-database.ts';
import { startCluster, type Cluster } from './start-cluster.ts';

const postgresServerUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = 'redis://127.0.0.1:6379';
const demoPassword = 'Shawahid#2026';

const servicesAnswer =
  (await answersOnPort(Number(new URL(postgresServerUrl).port || 5432))) &&
  (await answersOnPort(6379));

interface Envelope<T> {
  success: boolean;
  result: T;
}

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  {
    token,
    body,
    headers = {},
  }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; envelope: Envelope<T> }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    envelope: (await response.json()) as Envelope<T>,
  };
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const answer = await call<{ access_token: string }>(baseUrl, 'POST', '/auth/login', {
    body: { email, password: demoPassword },
  });
  expect(answer.status).toBe(200);
  return answer.envelope.result.access_token;
}

/** A realtime socket through the cluster, as the app opens it, with its frames collected. */
async function openSocket(baseUrl: string, origin: string, token: string) {
  const frames: Array<{ type: string; [key: string]: unknown }> = [];
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/realtime`, {
    headers: { origin },
  });
  socket.addEventListener('message', (event) => {
    frames.push(JSON.parse(String(event.data)) as { type: string });
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('the socket did not open')));
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  const waitFor = async (matches: (frame: (typeof frames)[number]) => boolean) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = frames.find(matches);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no matching frame within 10 s: ${JSON.stringify(frames)}`);
  };
  await waitFor((frame) => frame.type === 'ready');
  return { socket, frames, waitFor };
}

describe.skipIf(!servicesAnswer)('two instances behind a round-robin proxy', () => {
  let database: ThrowAwayDatabase | undefined;
  let s3: S3TestServer | undefined;
  let cluster: Cluster | undefined;
  const output: Array<{ instance: number; line: string }> = [];

  const instanceUrl = (index: number): string => {
    const url = cluster?.instances[index]?.url;
    if (!url) throw new Error(`instance ${index + 1} is not running`);
    return url;
  };

  beforeAll(async () => {
    database = await createThrowAwayPostgresDatabase(postgresServerUrl);
    s3 = await startS3TestServer();
    const { env: storageEnv } = await s3.newBucket();
    cluster = await startCluster({
      instances: 2,
      databaseUrl: database.url,
      redisUrl,
      env: {
        LOG_LEVEL: 'info',
        JWT_SECRET: randomUUID() + randomUUID(),
        SCHEDULED_TASKS_DELAY_MS: '1000',
        STATIC_DIR: 'no-client-build-for-this-test',
        ...storageEnv,
      },
      onOutput: (instance, line) => output.push({ instance, line }),
    });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await s3?.close();
    await database?.drop();
  });

  it('sends consecutive requests to different instances', async () => {
    const before = [...(cluster?.proxy.counts ?? [])];
    for (let i = 0; i < 4; i += 1) await fetch(`${cluster?.url}/api/health`);
    const after = cluster?.proxy.counts ?? [];
    expect(after.map((count, index) => count - (before[index] ?? 0))).toEqual([2, 2]);
  });

  it('syncs achievements and plans written through one instance to a device on the other', async () => {
    const token = await signIn(instanceUrl(0), 'teacher@shawahid.test');
    const achievement = makeAchievement();
    const plan = makePlan();
    const goal = makeGoal(1);
    const pushed = await call<{ outcomes: Array<{ status: number }> }>(
      instanceUrl(0),
      'POST',
      '/sync/push',
      {
        token,
        body: {
          mutations: [
            ['achievement', 'POST', '/achievements', achievement],
            ['plan', 'POST', '/development-plans', plan],
            ['plan', 'POST', `/development-plans/${plan.id}/goals`, goal],
          ].map(([record, method, path, body]) => ({
            id: randomUUID(),
            record_key: `${String(record)}:${randomUUID()}`,
            idempotency_key: randomUUID(),
            method,
            path,
            body,
          })),
        },
      },
    );
    expect(pushed.envelope.result.outcomes.map((outcome) => outcome.status)).toEqual([
      201, 201, 201,
    ]);

    const pulled = await call<{ changes: Array<{ table: string; id: string }> }>(
      instanceUrl(1),
      'GET',
      '/sync/pull?limit=500',
      { token },
    );
    const ids = pulled.envelope.result.changes.map((change) => change.id);
    expect(ids).toEqual(expect.arrayContaining([achievement.id, plan.id]));
  });

  it('serves a photo uploaded through one instance from the other, byte for byte', async () => {
    const token = await signIn(instanceUrl(0), 'teacher@shawahid.test');
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#0b7285' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'board.png');
    const uploaded = await fetch(`${instanceUrl(0)}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { result } = (await uploaded.json()) as Envelope<{ id: string }>;

    const downloaded = await fetch(`${instanceUrl(1)}/api/files/${result.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('answers an idempotent write replayed on the other instance with the first answer', async () => {
    const token = await signIn(cluster?.url ?? '', 'teacher@shawahid.test');
    const key = randomUUID();
    const body = makeAchievement();
    const first = await call<{ id: string; version: number }>(
      instanceUrl(0),
      'POST',
      '/achievements',
      { token, body, headers: { 'idempotency-key': key } },
    );
    const replay = await call<{ id: string; version: number }>(
      instanceUrl(1),
      'POST',
      '/achievements',
      { token, body, headers: { 'idempotency-key': key } },
    );
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.envelope.result).toEqual(first.envelope.result);
  });

  it('keeps the sign-in limit when wrong passwords alternate between instances', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await call(cluster?.url ?? '', 'POST', '/auth/login', {
        body: { email: 'teacher2@shawahid.test', password: 'not the password' },
      });
      statuses.push(answer.status);
    }
    // Five wrong passwords per account and address, wherever they land; then refused.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('carries a support chat between a visitor on one instance and the super admin on the other', async () => {
    const origin = cluster?.url ?? '';
    const visitor = await call<{ visitor_token: string; conversation_id: string }>(
      instanceUrl(0),
      'POST',
      '/support/visitor-token',
      { body: { full_name: 'Cluster Visitor', email: 'cluster.visitor@example.com' } },
    );
    const admin = await openSocket(
      instanceUrl(1),
      origin,
      await signIn(instanceUrl(1), 'admin@shawahid.test'),
    );
    const guest = await openSocket(instanceUrl(0), origin, visitor.envelope.result.visitor_token);
    const id = randomUUID();
    guest.socket.send(JSON.stringify({ type: 'send', id, body: 'Asked on the first instance' }));
    const delivered = await admin.waitFor(
      (frame) => frame.type === 'message' && (frame.message as { id?: string }).id === id,
    );
    expect((delivered.message as { body: string }).body).toBe('Asked on the first instance');
    // Exactly once, although both instances hear the bus.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      admin.frames.filter(
        (frame) => frame.type === 'message' && (frame.message as { id?: string }).id === id,
      ),
    ).toHaveLength(1);
    guest.socket.close();
    admin.socket.close();
  });

  it('runs each hourly task once, on one instance', async () => {
    const ranTask = (line: string) => line.includes('"msg":"scheduled task ran"');
    const deadline = Date.now() + 20_000;
    while (output.filter(({ line }) => ranTask(line)).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Both instances have had their first run by now; give the slower one a moment.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const runs = output
      .filter(({ line }) => ranTask(line))
      .map(({ line }) => (JSON.parse(line) as { task: string }).task)
      .sort();
    expect(runs).toEqual(['check-expired', 'purge-unattached-files']);
  });
});
