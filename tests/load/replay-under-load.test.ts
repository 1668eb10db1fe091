// A bounded load test (issue 9): the API on loopback is held at a steady rate for a minute by
// other users while an offline teacher's queue replays through the app's own sync engine, over a
// connection that loses some answers on the way back. Nothing may fail, be lost or be doubled.
import 'fake-indexeddb/auto';

import { randomUUID } from 'node:crypto';

import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../../server/src/testing/bearer.ts';
import { buildTestApp, type TestApp } from '../../server/src/testing/build-test-app.ts';
import { giveTrial } from '../../server/src/testing/give-trial.ts';
import { makeAchievement } from '../../server/src/testing/make-achievement.ts';
import { makeUser } from '../../server/src/testing/make-user.ts';
import { enqueueWrite } from '../../src/lib/sync/enqueue-write.ts';
import { replayOutbox } from '../../src/lib/sync/replay-outbox.ts';
import type { Transport } from '../../src/lib/sync/replay-options.ts';
import { openTestUserDb } from '../../src/lib/sync/testing/test-user-db.ts';

const loadSeconds = 60;
const queuedAchievements = 300;
const requestsPerSecond = 20;

interface LoadResult {
  requests: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

describe('replaying an offline queue while the API is under steady load', () => {
  let test: TestApp;
  let base: string;

  beforeAll(async () => {
    test = await buildTestApp();
    // Fastify answers with the address it listens on, here http://127.0.0.1:<port>.
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => test.close());

  it(
    'answers every request and stores each queued achievement exactly once',
    async () => {
      const { app } = test;
      const offlineTeacher = await makeUser(app.db);
      const otherTeacher = await makeUser(app.db);
      for (const user of [offlineTeacher, otherTeacher]) await giveTrial(app.db, user.id);
      const offlineToken = (await bearer(app, offlineTeacher)).authorization.slice(7);
      const otherAuthorization = (await bearer(app, otherTeacher)).authorization;

      const db = openTestUserDb(offlineTeacher.id);
      const queuedIds: string[] = [];
      for (let index = 0; index < queuedAchievements; index += 1) {
        const body = makeAchievement({ description: `Queued while offline ${index}` });
        const id = String(body.id);
        queuedIds.push(id);
        await enqueueWrite(db, {
          operation: 'create',
          table: db.notes,
          record: { id, text: `Queued while offline ${index}`, fileIds: [] },
          request: { method: 'POST', path: '/achievements', body },
        });
      }

      // Other users keep the API busy: list reads and idempotent creates at a steady rate.
      const load = new Promise<LoadResult>((resolve, reject) => {
        autocannon(
          {
            url: base,
            duration: loadSeconds,
            connections: 8,
            overallRate: requestsPerSecond,
            headers: { authorization: otherAuthorization, 'content-type': 'application/json' },
            requests: [
              { method: 'GET', path: '/api/achievements' },
              {
                method: 'POST',
                path: '/api/achievements',
                setupRequest: (request) => ({
                  ...request,
                  headers: { ...request.headers, 'idempotency-key': randomUUID() },
                  body: JSON.stringify(makeAchievement()),
                }),
              },
            ],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });

      // Every fifth answer is lost after the server has done the work.
      let calls = 0;
      const lossyTransport: Transport = async (url, init) => {
        const response = await fetch(`${base}${url}`, init);
        calls += 1;
        if (calls % 5 === 0) throw new TypeError('connection reset');
        return response;
      };
      // Backoff waits are skipped by moving the replay's clock forward between runs.
      let clockMs = Date.now();
      for (let run = 0; run < 50 && (await db.outbox.count()) > 0; run += 1) {
        await replayOutbox({
          db,
          transport: lossyTransport,
          getAccessToken: () => offlineToken,
          now: () => clockMs,
          locks: null,
        });
        clockMs += 10 * 60_000;
      }

      const result = await load;
      expect(await db.outbox.count()).toBe(0);
      // The load was served all along; how much of the offered rate a busy machine serves is the
      // bench's question (bench/README.md), not this test's.
      expect(result.requests.total).toBeGreaterThan(loadSeconds);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });

      const list = await app.inject({
        method: 'GET',
        url: '/api/achievements',
        headers: await bearer(app, offlineTeacher),
      });
      const stored = list.json<{ result: { id: string }[] }>().result.map((row) => row.id);
      expect(stored).toHaveLength(queuedAchievements);
      expect(new Set(stored)).toEqual(new Set(queuedIds));
      await db.delete();
    },
    (loadSeconds + 120) * 1000,
  );
});
