import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { authProbeRoutes } from '../../testing/auth-probe-routes.ts';
import { bearer } from '../../testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { testDatabases } from '../../testing/test-databases.ts';
import { idempotencyRecords } from '../../db/tables/idempotency-records.ts';

describe.each(testDatabases())('Idempotency-Key on $name', ({ name }) => {
  let testApp: TestApp;
  let teacher: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: name, extraModules: [authProbeRoutes] });
    teacher = await makeUser(testApp.connection.db);
    colleague = await makeUser(testApp.connection.db);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function send(
    method: 'POST' | 'PATCH',
    url: string,
    options: { key?: string; user?: TestUser; payload?: object } = {},
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: {
        ...(await bearer(testApp.app, options.user ?? teacher)),
        ...(options.key && { 'idempotency-key': options.key }),
      },
      ...(options.payload && { payload: options.payload }),
    });
  }

  it('replays the first answer verbatim, marked as replayed, without running the route again', async () => {
    const key = randomUUID();
    const first = await send('POST', '/api/probe/executions', { key, payload: { label: 'a' } });
    const replay = await send('POST', '/api/probe/executions', { key, payload: { label: 'a' } });

    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-type']).toBe(first.headers['content-type']);
    expect(replay.body).toBe(first.body);
  });

  it('runs requests without a key every time', async () => {
    const first = await send('POST', '/api/probe/executions', { payload: { label: 'b' } });
    const second = await send('POST', '/api/probe/executions', { payload: { label: 'b' } });

    expect(second.json().result.execution).toBe(first.json().result.execution + 1);
  });

  it('keeps keys apart per user', async () => {
    const key = randomUUID();
    const mine = await send('POST', '/api/probe/executions', { key, payload: { label: 'c' } });
    const theirs = await send('POST', '/api/probe/executions', {
      key,
      user: colleague,
      payload: { label: 'c' },
    });

    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().result.execution).not.toBe(mine.json().result.execution);
  });

  it('refuses the same key on another method or path with 422 common.error.idempotencyKeyReused', async () => {
    const key = randomUUID();
    await send('POST', '/api/probe/executions', { key, payload: { label: 'd' } });

    const otherMethod = await send('PATCH', '/api/probe/executions', { key });
    const otherPath = await send('POST', '/api/probe/slow-executions', { key });

    for (const response of [otherMethod, otherPath]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'common.error.idempotencyKeyReused',
      });
    }
  });

  it('stores validation failures too, so a replay gets the same 400', async () => {
    const key = randomUUID();
    const first = await send('POST', '/api/probe/executions', { key, payload: { label: '' } });
    const replay = await send('POST', '/api/probe/executions', { key, payload: { label: '' } });

    expect(first.statusCode).toBe(400);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toBe(first.body);
  });

  it('does not keep a server failure, so a retry runs the route again', async () => {
    const key = randomUUID();
    const first = await send('POST', '/api/probe/failing-executions', { key });
    const retry = await send('POST', '/api/probe/failing-executions', { key });

    expect(first.statusCode).toBe(500);
    expect(retry.statusCode).toBe(500);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const stored = await testApp.connection.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key));
    expect(stored).toEqual([]);
  });

  it('runs concurrent duplicates once and keeps one record', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', '/api/probe/slow-executions', { key })),
    );

    const ran = answers.filter((answer) => answer.statusCode === 200);
    const waiting = answers.filter((answer) => answer.statusCode === 409);
    expect(ran).toHaveLength(1);
    expect(waiting).toHaveLength(4);
    expect(waiting[0]?.headers['retry-after']).toBeDefined();
    expect(waiting[0]?.json().error).toBe('common.error.conflict');

    const replay = await send('POST', '/api/probe/slow-executions', { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(ran[0]?.body);
    const stored = await testApp.connection.db
      .select()
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key));
    expect(stored).toHaveLength(1);
  });

  it('lets a later request take over a key whose request never finished', async () => {
    const key = randomUUID();
    await testApp.connection.db.insert(idempotencyRecords).values({
      userId: teacher.id,
      key,
      method: 'POST',
      path: '/api/probe/executions',
      createdAt: sql`now() - interval '1 hour'`,
    });

    const response = await send('POST', '/api/probe/executions', { key, payload: { label: 'e' } });

    expect(response.statusCode).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
  });

  it('ignores the header on routes without a signed-in user', async () => {
    const key = randomUUID();
    const send = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/probe/anonymous-executions',
        headers: { 'idempotency-key': key },
      });

    const first = await send();
    const second = await send();

    expect(second.json().result.execution).toBe(first.json().result.execution + 1);
  });

  it('refuses a key longer than 255 characters', async () => {
    const response = await send('POST', '/api/probe/executions', {
      key: 'k'.repeat(256),
      payload: { label: 'f' },
    });

    expect(response.statusCode).toBe(400);
  });

  it('purges records older than 7 days and keeps newer ones', async () => {
    const db = testApp.connection.db;
    const record = (key: string, age: string) => ({
      userId: colleague.id,
      key,
      method: 'POST',
      path: '/api/probe/executions',
      statusCode: 201,
      response: { contentType: 'application/json', body: '{}' },
      createdAt: sql`now() - ${age}::interval`,
    });
    await db
      .insert(idempotencyRecords)
      .values([record('old', '8 days'), record('recent', '6 days')]);
    // Each instance purges at its first claim, then at most hourly.
    const instance = await buildApp(testApp.config, {
      database: testApp.connection,
      extraModules: [authProbeRoutes],
    });
    try {
      await instance.inject({
        method: 'POST',
        url: '/api/probe/executions',
        headers: { ...(await bearer(instance, colleague)), 'idempotency-key': randomUUID() },
        payload: { label: 'g' },
      });
    } finally {
      await instance.close();
    }

    const left = await db
      .select({ key: idempotencyRecords.key })
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.userId, colleague.id));
    expect(left.map((row) => row.key)).toContain('recent');
    expect(left.map((row) => row.key)).not.toContain('old');
  });
});
