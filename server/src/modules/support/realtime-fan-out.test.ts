import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { realtimeCloseCodes } from '../../../../contract/support-chat.ts';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config, type Environment } from '../../config.ts';
import { connectDatabase } from '../../db/connect-database.ts';
import type { DatabaseConnection } from '../../db/database.ts';
import { migrateDatabase } from '../../db/migrate-database.ts';
import { testJwtSecret, testPasswordHashing } from '../../testing/build-test-app.ts';
import { giveTrial } from '../../testing/give-trial.ts';
import { makeAchievement } from '../../testing/make-achievement.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { openMigratedPglite } from '../../testing/migrated-pglite.ts';
import {
  createThrowAwayPostgresDatabase,
  type ThrowAwayDatabase,
} from '../../testing/throw-away-postgres-database.ts';
import { openAuthenticatedSocket, type ChatSocket } from '../../testing/chat-socket.ts';
import { answersOnPort } from '../../testing/answers-on-port.ts';

const redisUrl = 'redis://127.0.0.1:6379';

const redisAnswers = await answersOnPort(6379);
const postgresUrl = process.env.TEST_DATABASE_URL;

function testConfig(dataDir: string, env: Environment = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-client-build'),
      JWT_SECRET: testJwtSecret,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    passwordHashing: testPasswordHashing,
  };
}

/**
 * Two app instances in one process, each with its own sockets: a message reaches the other
 * instance's sockets only through the bus, never through shared memory.
 */
async function exchangeAcrossInstances(apps: readonly FastifyInstance[], admin: TestUser) {
  const [first, second] = apps;
  if (!first || !second) throw new Error('two instances are needed');
  const visitorResponse = await first.inject({
    method: 'POST',
    url: '/api/support/visitor-token',
    payload: { full_name: 'Two Servers Visitor', email: 'two@example.com' },
  });
  const visitor = visitorResponse.json().result as {
    visitor_token: string;
    conversation_id: string;
  };
  const visitorSocket = await openAuthenticatedSocket(first, visitor.visitor_token);
  const adminSocket = await openAuthenticatedSocket(second, await second.accessTokens.sign(admin));

  const question = randomUUID();
  visitorSocket.send({ type: 'send', id: question, body: 'Asked on the first server' });
  const delivered = await adminSocket.waitFor('message', (f) => f.message.id === question);
  expect(delivered.message).toMatchObject({
    conversationId: visitor.conversation_id,
    body: 'Asked on the first server',
    sender: 'contact',
  });

  // The longest message, made of characters JSON escapes or UTF-8 widens, still fits the bus.
  const longest = randomUUID();
  const longBody = `${'"'.repeat(1000)}${'ش'.repeat(1000)}`;
  visitorSocket.send({ type: 'send', id: longest, body: longBody });
  const long = await adminSocket.waitFor('message', (f) => f.message.id === longest);
  expect(long.message.body).toBe(longBody);

  const answer = randomUUID();
  adminSocket.send({
    type: 'send',
    id: answer,
    body: 'Answered on the second server',
    conversationId: visitor.conversation_id,
  });
  const reply = await visitorSocket.waitFor('message', (f) => f.message.id === answer);
  expect(reply.message.sender).toBe('support');

  await second.inject({
    method: 'PUT',
    url: `/api/support/conversations/${visitor.conversation_id}/status`,
    headers: { authorization: `Bearer ${await second.accessTokens.sign(admin)}` },
    payload: { status: 'closed' },
  });
  await visitorSocket.waitFor('conversation', (f) => f.status === 'closed');
  visitorSocket.close();
  adminSocket.close();
}

/** A change written through one instance pokes the user's socket held by the other. */
async function pokeAcrossInstances(apps: readonly FastifyInstance[], teacher: TestUser) {
  const [first, second] = apps;
  if (!first || !second) throw new Error('two instances are needed');
  const tablet = await openAuthenticatedSocket(second, await second.accessTokens.sign(teacher));
  const created = await first.inject({
    method: 'POST',
    url: '/api/achievements',
    headers: { authorization: `Bearer ${await first.accessTokens.sign(teacher)}` },
    payload: makeAchievement(),
  });
  expect(created.statusCode).toBe(201);
  expect(await tablet.waitFor('poke')).toEqual({ type: 'poke', everyone: false });
  tablet.close();
}

function closedWithin(socket: ChatSocket, timeoutMs = 3_000): Promise<number | 'still open'> {
  return Promise.race([
    socket.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), timeoutMs)),
  ]);
}

/**
 * A logout or a demotion written through one instance ends the sockets the other holds: a
 * demoted super admin hears no private conversation there afterwards.
 */
async function endSocketsAcrossInstances(apps: readonly FastifyInstance[], owner: TestUser) {
  const [first, second] = apps;
  if (!first || !second) throw new Error('two instances are needed');
  const db = first.db;
  const admin = await makeUser(db, { role: 'super_admin' });
  const token = await first.accessTokens.sign(admin);
  const loggedOut = await openAuthenticatedSocket(second, token);
  await first.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await closedWithin(loggedOut)).toBe(realtimeCloseCodes.unauthorized);

  const demoted = await openAuthenticatedSocket(second, await second.accessTokens.sign(admin));
  const changed = await first.inject({
    method: 'PATCH',
    url: `/api/users/${admin.id}`,
    headers: { authorization: `Bearer ${await first.accessTokens.sign(owner)}` },
    payload: { role: 'customer' },
  });
  expect(changed.statusCode).toBe(200);
  expect(await closedWithin(demoted)).toBe(realtimeCloseCodes.accountChanged);
  const visitorResponse = await first.inject({
    method: 'POST',
    url: '/api/support/visitor-token',
    payload: { full_name: 'Private Visitor', email: 'private@example.com' },
  });
  const { visitor_token: visitorToken } = visitorResponse.json().result as {
    visitor_token: string;
  };
  const support = await openAuthenticatedSocket(second, await second.accessTokens.sign(owner));
  const visitor = await openAuthenticatedSocket(first, visitorToken);
  const question = randomUUID();
  visitor.send({ type: 'send', id: question, body: 'Private question' });
  // Once the support team has it on that instance, the demoted socket would have too.
  await support.waitFor('message', (frame) => frame.message.id === question);
  expect(demoted.frames.filter((frame) => frame.type === 'message')).toEqual([]);
  visitor.close();
  support.close();
}

describe.skipIf(!postgresUrl)(
  'support chat across two instances on one PostgreSQL database (skipped without TEST_DATABASE_URL)',
  () => {
    let database: ThrowAwayDatabase;
    const connections: DatabaseConnection[] = [];
    const apps: FastifyInstance[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-fan-out-'));
    let admin: TestUser;
    let teacher: TestUser;

    beforeAll(async () => {
      database = await createThrowAwayPostgresDatabase(postgresUrl ?? '');
      for (let index = 0; index < 2; index += 1) {
        const connection = await connectDatabase({ driver: 'postgres', url: database.url });
        connections.push(connection);
        if (index === 0) {
          await migrateDatabase(connection);
          admin = await makeUser(connection.db, { role: 'super_admin' });
          teacher = await makeUser(connection.db, { role: 'agent' });
          await giveTrial(connection.db, teacher.id);
        }
        apps.push(await buildApp(testConfig(dataDir), { database: connection }));
      }
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const connection of connections) await connection.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('fans out through LISTEN/NOTIFY', async () => {
      expect(apps.map((app) => app.realtime.busName)).toEqual(['postgres', 'postgres']);
      await exchangeAcrossInstances(apps, admin);
    });

    it('pokes a device on the other instance when its data changes', async () => {
      await pokeAcrossInstances(apps, teacher);
    });

    it('ends sockets on the other instance when their account changes', async () => {
      await endSocketsAcrossInstances(apps, admin);
    });
  },
);

describe.skipIf(!redisAnswers)(
  'support chat across two instances through Redis (skipped when Redis does not answer on 127.0.0.1:6379)',
  () => {
    let connection: DatabaseConnection;
    const apps: FastifyInstance[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-fan-out-redis-'));
    let admin: TestUser;
    let teacher: TestUser;

    beforeAll(async () => {
      connection = await openMigratedPglite();
      for (let index = 0; index < 2; index += 1) {
        apps.push(
          await buildApp(testConfig(dataDir, { REDIS_URL: redisUrl }), { database: connection }),
        );
      }
      admin = await makeUser(connection.db, { role: 'super_admin' });
      teacher = await makeUser(connection.db, { role: 'agent' });
      await giveTrial(connection.db, teacher.id);
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      await connection?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('fans out through Redis pub/sub', async () => {
      expect(apps.map((app) => app.realtime.busName)).toEqual(['redis', 'redis']);
      await exchangeAcrossInstances(apps, admin);
    });

    it('pokes a device on the other instance when its data changes', async () => {
      await pokeAcrossInstances(apps, teacher);
    });

    it('ends sockets on the other instance when their account changes', async () => {
      await endSocketsAcrossInstances(apps, admin);
    });
  },
);
