import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../db/connect-database.ts';
import type { DatabaseConnection } from '../../db/database.ts';
import { migrateDatabase } from '../../db/migrate-database.ts';
import { openAuthenticatedSocket } from '../../testing/chat-socket.ts';
import { testJwtSecret, testPasswordHashing } from '../../testing/build-test-app.ts';
import { makeUser, type TestUser } from '../../testing/make-user.ts';
import { outageProxy } from '../../testing/outage-proxy.ts';
import {
  createThrowAwayPostgresDatabase,
  type ThrowAwayDatabase,
} from '../../testing/throw-away-postgres-database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await sleep(200);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/** Log lines that are not about one request (those come and go with the test's own calls). */
function linesNotAboutRequests(lines: readonly string[]): string[] {
  return lines.filter((line) => !('reqId' in (JSON.parse(line) as object)));
}

describe.skipIf(!postgresUrl)(
  'realtime fan-out across a PostgreSQL outage (skipped without TEST_DATABASE_URL)',
  () => {
    const applicationName = `shawahid_outage_${randomBytes(4).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-outage-'));
    const logLines: string[] = [];
    let database: ThrowAwayDatabase;
    let direct: DatabaseConnection;
    let proxied: DatabaseConnection;
    let proxy: Awaited<ReturnType<typeof outageProxy>>;
    let app: FastifyInstance;
    let admin: TestUser;

    beforeAll(async () => {
      database = await createThrowAwayPostgresDatabase(postgresUrl ?? '');
      direct = await connectDatabase({ driver: 'postgres', url: database.url });
      await migrateDatabase(direct);
      admin = await makeUser(direct.db, { role: 'super_admin' });

      const databaseUrl = new URL(database.url);
      proxy = await outageProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port) });
      const throughProxy = new URL(database.url);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      throughProxy.searchParams.set('application_name', applicationName);
      proxied = await connectDatabase({ driver: 'postgres', url: throughProxy.toString() });

      const config = loadConfig({
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-client-build'),
        JWT_SECRET: testJwtSecret,
        LOG_LEVEL: 'info',
      });
      app = await buildApp(
        { ...config, passwordHashing: testPasswordHashing },
        { database: proxied, logStream: { write: (line) => logLines.push(line) } },
      );
    });

    afterAll(async () => {
      await app?.close();
      await proxied?.close();
      await proxy?.close();
      await direct?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function listeningConnections(): Promise<number> {
      if (direct.driver !== 'postgres') throw new Error('a PostgreSQL connection is needed');
      const result = await direct.client.query<{ count: string }>(
        `select count(*) from pg_stat_activity
          where application_name = $1 and query ilike 'listen%'`,
        [applicationName],
      );
      return Number(result.rows[0]?.count);
    }

    async function exchangeOneMessage(): Promise<number> {
      const visitorResponse = await app.inject({
        method: 'POST',
        url: '/api/support/visitor-token',
        payload: { full_name: 'Outage Visitor', email: 'outage@example.com' },
      });
      expect(visitorResponse.statusCode).toBe(201);
      const visitor = visitorResponse.json().result as { visitor_token: string };
      const visitorSocket = await openAuthenticatedSocket(app, visitor.visitor_token);
      const adminSocket = await openAuthenticatedSocket(app, await app.accessTokens.sign(admin));
      const id = randomUUID();
      visitorSocket.send({ type: 'send', id, body: 'Sent after the database came back' });
      await adminSocket.waitFor('message', (frame) => frame.message.id === id, 10_000);
      // Copies from more than one listening connection would arrive right behind the first.
      await sleep(1_000);
      visitorSocket.close();
      adminSocket.close();
      return adminSocket.frames.filter(
        (frame) => frame.type === 'message' && frame.message.id === id,
      ).length;
    }

    it('listens on one connection before any outage', async () => {
      expect(await listeningConnections()).toBe(1);
      expect(await exchangeOneMessage()).toBe(1);
    });

    it.each([3_000, 8_000])(
      'after a %i ms outage: one listening connection, each message once, a few log lines',
      async (outageMs) => {
        const linesBefore = logLines.length;

        await proxy.outage(outageMs);

        // The query pool is back: readiness asks the database.
        await until(
          async () =>
            (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode === 200,
          20_000,
        );
        // The reconnection waits at most 10 s between attempts.
        await until(async () => (await listeningConnections()) >= 1, 20_000);
        // Extra reconnection loops, if any, would add connections in the next seconds.
        await sleep(3_000);
        expect(await listeningConnections()).toBe(1);
        expect(await exchangeOneMessage()).toBe(1);
        // The drop, at most one line per 10 s while down, and the return.
        const outageLines = linesNotAboutRequests(logLines.slice(linesBefore));
        expect(outageLines.length).toBeLessThanOrEqual(5);
        const restored = outageLines
          .map((line) => JSON.parse(line) as { msg: string; failedAttempts?: number })
          .find((line) => line.msg.endsWith('connection restored'));
        expect(restored?.failedAttempts).toBeGreaterThanOrEqual(1);
      },
      60_000,
    );
  },
);
