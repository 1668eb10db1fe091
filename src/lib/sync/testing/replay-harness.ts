import { test } from 'vitest';

import type { ReplayOptions, ReplayReport } from '../replay-options.ts';
import { replayOutbox } from '../replay-outbox.ts';

import { createFakeLockManager } from './fake-lock-manager.ts';
import { createFakeTransport, type FakeTransport, type RecordedRequest } from './fake-transport.ts';
import { openTestUserDb, type TestUserDb } from './test-user-db.ts';

export const startMs = Date.UTC(2030, 8, 1, 9, 0);

export interface ReplayHarness {
  db: TestUserDb;
  server: FakeTransport;
  /** The outbox lock, the test's own. */
  locks: LockManager;
  /** The replay's clock; a test moves it on by hand. */
  nowMs: number;
  replay(overrides?: Partial<ReplayOptions>): Promise<ReplayReport>;
  /** Write times a millisecond apart, in order, before the replay's clock. */
  later(): number;
  /** `METHOD url` of each request the server got. */
  paths(requests?: RecordedRequest[]): string[];
}

/** A fresh user database, an accepting fake server and a fixed clock. */
function createReplayHarness(): ReplayHarness {
  let tick = 0;
  const harness: ReplayHarness = {
    db: openTestUserDb(),
    server: createFakeTransport(),
    locks: createFakeLockManager(),
    // The replay runs a minute after the writes.
    nowMs: startMs + 60_000,
    replay: (overrides = {}) =>
      replayOutbox({
        db: harness.db,
        transport: harness.server.transport,
        getAccessToken: (userId) => (userId === harness.db.userId ? 'token-of-user' : null),
        now: () => harness.nowMs,
        random: () => 0.5,
        locks: harness.locks,
        ...overrides,
      }),
    later: () => {
      tick += 1;
      return startMs + tick;
    },
    paths: (requests = harness.server.requests) =>
      requests.map((request) => `${request.method} ${request.url}`),
  };
  return harness;
}

/** Makes what a test still tries after it ended fail at once, and drops its database. */
async function closeReplayHarness(harness: ReplayHarness): Promise<void> {
  harness.server.respondWith(() => {
    throw new Error('The test that owned this server has ended.');
  });
  await harness.db.delete({ disableAutoOpen: true });
}

/**
 * `it` with a harness of the test's own as `h`. A test cut off by its time limit goes on
 * running: with one harness shared by the file, it wrote to and replayed under the lock of
 * the tests after it (issue 30, item 6). Its own harness is closed as soon as it is cut off.
 */
export const replayTest = test.extend<{ h: ReplayHarness }>({
  h: async ({ signal }, provide) => {
    const harness = createReplayHarness();
    let closed: Promise<void> | null = null;
    const close = () => (closed ??= closeReplayHarness(harness));
    signal.addEventListener('abort', () => void close(), { once: true });
    await provide(harness);
    await close();
  },
});
