import { afterEach, beforeEach } from 'vitest';

import type { ReplayOptions, ReplayReport } from '../replay-options.ts';
import { replayOutbox } from '../replay-outbox.ts';

import { createFakeLockManager } from './fake-lock-manager.ts';
import { createFakeTransport, type FakeTransport, type RecordedRequest } from './fake-transport.ts';
import { openTestUserDb, type TestUserDb } from './test-user-db.ts';

export const startMs = Date.UTC(2030, 8, 1, 9, 0);

export interface ReplayHarness {
  db: TestUserDb;
  server: FakeTransport;
  /**
   * The outbox lock, new for each test: a replay left running by a test cut off by its time
   * limit keeps only its own test's lock.
   */
  locks: LockManager;
  /** The replay's clock; a test moves it on by hand. */
  nowMs: number;
  replay(overrides?: Partial<ReplayOptions>): Promise<ReplayReport>;
  /** Write times a millisecond apart, in order, before the replay's clock. */
  later(): number;
  /** `METHOD url` of each request the server got. */
  paths(requests?: RecordedRequest[]): string[];
}

/** A fresh user database, an accepting fake server and a fixed clock for each test. */
export function setUpReplayHarness(): ReplayHarness {
  let tick = 0;
  const harness: ReplayHarness = {
    db: openTestUserDb(),
    server: createFakeTransport(),
    locks: createFakeLockManager(),
    nowMs: startMs,
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
  beforeEach(() => {
    tick = 0;
    harness.db = openTestUserDb();
    harness.server = createFakeTransport();
    harness.locks = createFakeLockManager();
    // The replay runs a minute after the writes.
    harness.nowMs = startMs + 60_000;
  });
  afterEach(() => harness.db.delete());
  return harness;
}
