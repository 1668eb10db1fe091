import { afterAll, beforeAll } from 'vitest';

import type { Database, DatabaseDriver } from '../db/database.ts';
import { apiCaller } from './api-caller.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import type { TestUser } from './make-user.ts';
import { pushedOutcomes, type WireMutation } from './push-mutations.ts';

class PushSuite {
  /** Built in the suite's `beforeAll`. */
  testApp!: TestApp;
  /** A request to the app's own route for a write, as `user` (urls without `/api`). */
  readonly call = apiCaller(() => this.testApp.app, { prefix: '/api' });
  /** A batch through `POST /api/sync/push` as `user`: its outcomes, one a mutation, in order. */
  readonly push = (user: TestUser, mutations: readonly WireMutation[]) =>
    pushedOutcomes(this.testApp.app, user, mutations);
}

/**
 * The set-up the batched push's suites share: a test app on `database`, made ready by `setUp`
 * before the suite's tests and closed after them.
 */
export function pushSuite(
  database: DatabaseDriver,
  setUp: (db: Database) => Promise<void>,
): PushSuite {
  const suite = new PushSuite();
  beforeAll(async () => {
    suite.testApp = await buildTestApp({ database });
    await setUp(suite.testApp.connection.db);
  });
  afterAll(async () => {
    await suite.testApp.close();
  });
  return suite;
}
