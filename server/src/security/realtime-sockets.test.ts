import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  realtimeCloseCodes,
  realtimePath,
  realtimeSocketsPerHolder,
} from '../../../contract/support-chat.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseConnection } from '../db/database.ts';
import { openChatSocket } from '../testing/chat-socket.ts';
import { answersOnPort } from '../testing/answers-on-port.ts';
import {
  buildTestApp,
  testJwtSecret,
  testPasswordHashing,
  type TestApp,
} from '../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../testing/make-user.ts';
import { openMigratedPglite } from '../testing/migrated-pglite.ts';

/** Issue 32: one visitor token held 1,519 sockets, one account 1,019. */

interface RealSocket {
  /** The first frame the server sent after authentication: ready, or an error. */
  first: Promise<{ type: string; key?: string }>;
  closed: Promise<number>;
  close(): void;
}

/**
 * A socket over a real connection (the server hears a client's close only over one), which
 * authenticates with `token` at once.
 */
async function connect(app: FastifyInstance, token: string): Promise<RealSocket> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const ws = new WebSocket(`ws://127.0.0.1:${address.port}${realtimePath}`, {
    origin: new URL(app.config.publicUrl).origin,
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const first = new Promise<{ type: string; key?: string }>((resolve) =>
    ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString('utf8')))),
  );
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  ws.send(JSON.stringify({ type: 'auth', token }));
  return { first, closed, close: () => ws.close() };
}

async function openMany(app: FastifyInstance, token: string, count: number) {
  const sockets: RealSocket[] = [];
  for (let index = 0; index < count; index += 1) {
    const socket = await connect(app, token);
    expect((await socket.first).type).toBe('ready');
    sockets.push(socket);
  }
  return sockets;
}

async function openAuthenticatedSocket(app: FastifyInstance, token: string) {
  const [socket] = await openMany(app, token, 1);
  if (!socket) throw new Error('no socket');
  return socket;
}

async function refused(app: FastifyInstance, token: string) {
  const socket = await connect(app, token);
  const error = await socket.first;
  return { key: error.key, code: await socket.closed };
}

async function closeAndSettle(socket: RealSocket | undefined) {
  socket?.close();
  await socket?.closed;
  // The server hears the close a moment after the client.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function visitorToken(app: FastifyInstance, remoteAddress: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/support/visitor-token',
    remoteAddress,
    payload: { full_name: 'Visiting Parent', email: `parent.${remoteAddress}@example.com` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result.visitor_token;
}

describe('realtime sockets on one instance', () => {
  let testApp: TestApp;
  let teacher: TestUser;

  beforeAll(async () => {
    testApp = await buildTestApp({ database: 'pglite' });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    teacher = await makeUser(testApp.connection.db, { role: 'agent' });
  });
  afterAll(() => testApp.close());

  it(`holds at most ${realtimeSocketsPerHolder} sockets per account, and frees a place when one closes`, async () => {
    const { app } = testApp;
    const token = await app.accessTokens.sign(teacher);
    const sockets = await openMany(app, token, realtimeSocketsPerHolder);
    expect(await refused(app, token)).toEqual({
      key: 'common.error.rateLimited',
      code: realtimeCloseCodes.tooManySockets,
    });
    // Another session of the same account counts too.
    expect((await refused(app, await app.accessTokens.sign(teacher))).code).toBe(
      realtimeCloseCodes.tooManySockets,
    );
    await closeAndSettle(sockets[0]);
    const again = await openAuthenticatedSocket(app, token);
    for (const socket of [...sockets, again]) socket.close();
  });

  it(`holds at most ${realtimeSocketsPerHolder} sockets per visitor token`, async () => {
    const { app } = testApp;
    const token = await visitorToken(app, '198.51.100.7');
    const sockets = await openMany(app, token, realtimeSocketsPerHolder);
    expect((await refused(app, token)).code).toBe(realtimeCloseCodes.tooManySockets);
    // Another visitor is not held back by the first.
    const other = await openAuthenticatedSocket(app, await visitorToken(app, '198.51.100.8'));
    for (const socket of [...sockets, other]) socket.close();
  });

  // A phone on a weak signal drops its socket while the server is still checking its token.
  it('frees the place of a socket that closed while it was being signed in', async () => {
    const { app } = testApp;
    const dropper = await makeUser(testApp.connection.db, { role: 'agent' });
    const token = await app.accessTokens.sign(dropper);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    for (let index = 0; index < realtimeSocketsPerHolder + 5; index += 1) {
      const ws = new WebSocket(`ws://127.0.0.1:${address.port}${realtimePath}`, {
        origin: new URL(app.config.publicUrl).origin,
      });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.send(JSON.stringify({ type: 'auth', token }));
      ws.terminate();
      await closed;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const socket = await openAuthenticatedSocket(app, token);
    socket.close();
  });

  it('answers a bad frame with a message key, never the validator’s English', async () => {
    const socket = await openChatSocket(testApp.app);
    socket.send({ type: 'auth', token: 'x'.repeat(5000) });
    expect((await socket.waitFor('error')).key).toBe('validation.error.maxLength');
    const other = await openChatSocket(testApp.app);
    other.send({ type: 'hello' } as unknown as { type: 'ping' });
    expect((await other.waitFor('error')).key).toBe('validation.error.invalidRequestFormat');
    socket.close();
    other.close();
  });
});

const redisUrl = 'redis://127.0.0.1:6379';
const redisAnswers = await answersOnPort(6379);

describe.skipIf(!redisAnswers)(
  'realtime sockets across two instances through Redis (skipped when Redis does not answer on 127.0.0.1:6379)',
  () => {
    let connection: DatabaseConnection;
    const apps: FastifyInstance[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-socket-caps-'));
    let teacher: TestUser;

    beforeAll(async () => {
      connection = await openMigratedPglite();
      for (let index = 0; index < 2; index += 1) {
        const config = {
          ...loadConfig({
            DATA_DIR: dataDir,
            STATIC_DIR: join(dataDir, 'no-client-build'),
            JWT_SECRET: testJwtSecret,
            LOG_LEVEL: 'silent',
            REDIS_URL: redisUrl,
          }),
          passwordHashing: testPasswordHashing,
        };
        const app = await buildApp(config, { database: connection });
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
      }
      teacher = await makeUser(connection.db, { role: 'agent' });
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      await connection?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('counts one account’s sockets on every instance together', async () => {
      const [first, second] = apps;
      if (!first || !second) throw new Error('two instances expected');
      const token = await first.accessTokens.sign(teacher);
      const half = realtimeSocketsPerHolder / 2;
      const sockets = [
        ...(await openMany(first, token, half)),
        ...(await openMany(second, token, half)),
      ];
      expect((await refused(first, token)).code).toBe(realtimeCloseCodes.tooManySockets);
      expect((await refused(second, token)).code).toBe(realtimeCloseCodes.tooManySockets);
      // A socket closed on one instance frees a place on the other.
      await closeAndSettle(sockets[0]);
      const again = await openAuthenticatedSocket(second, token);
      for (const socket of [...sockets, again]) socket.close();
    });
  },
);
