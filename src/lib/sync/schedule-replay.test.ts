// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ReplayReport } from './replay-options.ts';
import {
  backgroundSyncTag,
  requestReplay,
  scheduleReplay,
  type ReplayScheduler,
} from './schedule-replay.ts';
import {
  acceptingServer,
  createFakeTransport,
  type FakeTransport,
} from './testing/fake-transport.ts';
import { createNote, makeNote, photo } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;
let server: FakeTransport;
let window: EventTarget;
let scheduler: ReplayScheduler | null;
let reports: ReplayReport[];
let registeredTags: string[];

beforeEach(() => {
  // Only the minute timer is faked: IndexedDB's own scheduling must keep running.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  db = openTestUserDb();
  server = createFakeTransport();
  window = new EventTarget();
  reports = [];
  registeredTags = [];
  scheduler = null;
});
afterEach(async () => {
  scheduler?.stop();
  vi.useRealTimers();
  await db.delete();
});

function start(serviceWorker: { ready: Promise<object> } | null = null) {
  scheduler = scheduleReplay({
    db,
    transport: server.transport,
    getAccessToken: () => 'token',
    now: () => nowMs,
    locks: null,
    connectivity: window,
    serviceWorker,
    onReport: (report) => reports.push(report),
  });
  return scheduler;
}

function workerWithBackgroundSync() {
  return {
    ready: Promise.resolve({
      sync: { register: (tag: string) => Promise.resolve(void registeredTags.push(tag)) },
    }),
  };
}

async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('scheduleReplay', () => {
  it('replays at start when something waits', async () => {
    await createNote(db, makeNote(), { nowMs });
    start();
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('replays when the connection comes back', async () => {
    start();
    await settle();
    await createNote(db, makeNote(), { nowMs });
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('replays every minute while something waits, and not otherwise', async () => {
    start();
    await settle();
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(reports).toHaveLength(0);

    await createNote(db, makeNote(), { nowMs });
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('retries as soon as a backoff ends, without waiting for the minute tick', async () => {
    let clockMs = nowMs;
    let answers = 0;
    const accept = acceptingServer();
    server.respondWith((request) => {
      answers += 1;
      return answers === 1 ? new Response('', { status: 503 }) : accept(request);
    });
    await createNote(db, makeNote(), { nowMs });
    scheduler = scheduleReplay({
      db,
      transport: server.transport,
      getAccessToken: () => 'token',
      now: () => clockMs,
      random: () => 0,
      locks: null,
      connectivity: window,
      serviceWorker: null,
      onReport: (report) => reports.push(report),
    });
    await settle();
    expect(reports.map((report) => report.retrying)).toEqual([1]);

    // The first backoff is 1 s with this randomness; the minute timer never fires here.
    clockMs += 1_000;
    await vi.waitFor(() => expect(reports.map((report) => report.sent)).toEqual([0, 1]), {
      timeout: 3_000,
    });
    expect(server.requests).toHaveLength(2);
  });

  it('folds requests made during a run into one more run', async () => {
    const accept = acceptingServer();
    let release: () => void = () => undefined;
    server.respondWith(
      (request) => new Promise((resolve) => (release = () => resolve(accept(request) as Response))),
    );
    await createNote(db, makeNote(), { nowMs });
    const scheduler = start();
    await settle();

    await createNote(db, makeNote(), { nowMs });
    const requests = [
      scheduler.requestReplay(),
      scheduler.requestReplay(),
      scheduler.requestReplay(),
    ];
    server.respondWith(accept);
    release();
    await Promise.all(requests);
    expect(reports).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
  });

  describe('started as the page starts it, with no onReport', () => {
    function startWithoutReports(now: () => number = () => nowMs) {
      scheduler = scheduleReplay({
        db,
        transport: server.transport,
        getAccessToken: () => 'token',
        now,
        random: () => 0,
        locks: null,
        connectivity: window,
        serviceWorker: null,
      });
      return scheduler;
    }

    it('replays on request, on online and every minute, run after run', async () => {
      const scheduler = startWithoutReports();
      await settle();

      await createNote(db, makeNote(), { nowMs });
      await scheduler.requestReplay();
      expect(server.requests).toHaveLength(1);

      await createNote(db, makeNote(), { nowMs });
      window.dispatchEvent(new Event('online'));
      await settle();
      expect(server.requests).toHaveLength(2);

      await createNote(db, makeNote(), { nowMs });
      vi.advanceTimersByTime(60_000);
      await settle();
      expect(server.requests).toHaveLength(3);
    });

    it('retries a lost answer with the same key until the write goes through', async () => {
      let clockMs = nowMs;
      const accept = acceptingServer();
      let answers = 0;
      server.respondWith((request) => {
        answers += 1;
        return answers === 1 ? new Response('', { status: 502 }) : accept(request);
      });
      await createNote(db, makeNote(), { nowMs });
      startWithoutReports(() => clockMs);
      await settle();
      expect(server.requests).toHaveLength(1);

      // The first backoff is 1 s with this randomness; the minute timer never fires here.
      clockMs += 1_000;
      await vi.waitFor(() => expect(server.requests).toHaveLength(2), { timeout: 3_000 });
      const [lost, retried] = server.requests;
      expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000 });
    });
  });

  describe('offline and out of reach', () => {
    function startWith(options: {
      isOnline?: () => boolean;
      onServerReached?: (listener: () => void) => () => void;
    }) {
      scheduler = scheduleReplay({
        db,
        transport: server.transport,
        getAccessToken: () => 'token',
        now: () => nowMs,
        random: () => 0,
        locks: null,
        connectivity: window,
        serviceWorker: null,
        onReport: (report) => reports.push(report),
        ...options,
      });
      return scheduler;
    }

    it('tries nothing while the browser is offline, and sends at once when it is back', async () => {
      let online = false;
      await createNote(db, makeNote(), { nowMs });
      const scheduler = startWith({ isOnline: () => online });
      await settle();
      await createNote(db, makeNote(), { nowMs });
      await scheduler.requestReplay();
      vi.advanceTimersByTime(30 * 60_000);
      await settle();
      expect(server.requests).toHaveLength(0);
      expect((await db.outbox.toArray()).map((entry) => entry.attempts)).toEqual([0, 0]);

      online = true;
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000 });
      expect(server.requests).toHaveLength(2);
    });

    it('probes again within a second of finding the server out of reach, then less often', async () => {
      const accept = acceptingServer();
      let reachable = false;
      server.respondWith((request) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return accept(request);
      });
      await createNote(db, makeNote(), { nowMs });
      startWith({});
      await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(3), {
        timeout: 5_000,
      });
      // 0.5 s, then 1 s, then 2 s with this randomness: not a request per millisecond.
      expect(server.requests.length).toBeLessThanOrEqual(4);
      expect((await db.outbox.toArray())[0]?.attempts).toBe(0);

      reachable = true;
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 6_000 });
    });

    it('sends at once when another call of the app reaches the server', async () => {
      const accept = acceptingServer();
      let reachable = false;
      let serverReached: () => void = () => undefined;
      server.respondWith((request) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return accept(request);
      });
      await createNote(db, makeNote(), { nowMs });
      startWith({
        onServerReached: (listener) => {
          serverReached = listener;
          return () => undefined;
        },
      });
      await settle();
      expect(reports.at(-1)?.outcome).toBe('unreachable');

      reachable = true;
      const before = server.requests.length;
      serverReached();
      await settle();
      expect(server.requests.length).toBe(before + 1);
      expect(await db.outbox.count()).toBe(0);
    });
  });

  describe('every chance the page gets', () => {
    let page: EventTarget;
    let visible: boolean;

    function startWatching(options: { random?: () => number } = {}) {
      scheduler = scheduleReplay({
        db,
        transport: server.transport,
        getAccessToken: () => 'token',
        now: () => nowMs,
        random: options.random ?? (() => 0),
        locks: null,
        connectivity: window,
        visibility: page,
        isVisible: () => visible,
        serviceWorker: null,
        onReport: (report) => reports.push(report),
      });
      return scheduler;
    }

    beforeEach(() => {
      page = new EventTarget();
      visible = true;
    });

    for (const [name, fire] of [
      ['the page is shown again', () => page.dispatchEvent(new Event('visibilitychange'))],
      [
        'the page comes back from the back-forward cache',
        () => window.dispatchEvent(new Event('pageshow')),
      ],
      ['the window gets the focus', () => window.dispatchEvent(new Event('focus'))],
    ] as const) {
      it(`replays what waits when ${name}`, async () => {
        startWatching();
        await settle();
        await createNote(db, makeNote(), { nowMs });
        fire();
        await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 2_000 });
        expect(server.requests).toHaveLength(1);
      });
    }

    it('does not replay when the page is hidden', async () => {
      startWatching();
      await settle();
      await createNote(db, makeNote(), { nowMs });
      visible = false;
      page.dispatchEvent(new Event('visibilitychange'));
      await settle();
      expect(server.requests).toHaveLength(0);
    });

    it('tries at once when the page is shown while the server was out of reach', async () => {
      const accept = acceptingServer();
      let reachable = false;
      server.respondWith((request) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return accept(request);
      });
      await createNote(db, makeNote(), { nowMs });
      // The probe after the first miss is a second away with this randomness.
      startWatching({ random: () => 0.99 });
      await settle();
      expect(reports.at(-1)?.outcome).toBe('unreachable');

      reachable = true;
      window.dispatchEvent(new Event('pageshow'));
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 400 });
    });

    it('stops listening at stop', async () => {
      const scheduler = startWatching();
      await settle();
      scheduler.stop();
      await createNote(db, makeNote(), { nowMs });
      page.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pageshow'));
      window.dispatchEvent(new Event('focus'));
      await settle();
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('a run that fails unexpectedly', () => {
    it('is reported and tried again later, not in a tight loop', async () => {
      const errors: unknown[] = [];
      let tries = 0;
      await createNote(db, makeNote(), { nowMs });
      scheduler = scheduleReplay({
        db,
        transport: server.transport,
        getAccessToken: () => {
          tries += 1;
          throw new Error('the device database is closing');
        },
        now: () => nowMs,
        random: () => 0,
        locks: null,
        connectivity: window,
        serviceWorker: null,
        onError: (error) => errors.push(error),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      // 0.5 s, then 1 s with this randomness.
      expect(tries).toBeGreaterThanOrEqual(2);
      expect(tries).toBeLessThanOrEqual(3);
      expect(errors.length).toBe(tries);
    });
  });

  it('probes again soon after a run whose uploads went through though its push got no answer', async () => {
    const accept = acceptingServer();
    let pushesLost = 0;
    let reachable = false;
    server.respondWith((request) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return accept(request);
    });
    const transport = server.transport;
    await createNote(db, makeNote(), { nowMs, files: [photo()] });
    const pushes: number[] = [];
    scheduler = scheduleReplay({
      db,
      transport: (url, init) => {
        if (url.endsWith('/sync/push')) {
          pushes.push(Date.now());
          // The first push after the return dies on a connection the cut left behind.
          if (reachable && pushesLost === 0) {
            pushesLost += 1;
            return Promise.reject(new TypeError('Load failed'));
          }
        }
        return transport(url, init);
      },
      getAccessToken: () => 'token',
      now: () => nowMs,
      random: () => 0,
      locks: null,
      connectivity: window,
      serviceWorker: null,
      onReport: (report) => reports.push(report),
    });
    // Three misses: the next probe is 2 s away with this randomness.
    await vi.waitFor(() => expect(reports).toHaveLength(3), { timeout: 3_000 });
    reachable = true;
    await vi.waitFor(() => expect(pushes).toHaveLength(1), { timeout: 3_000 });
    const lostAt = Date.now();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000 });
    expect(Date.now() - lostAt).toBeLessThan(1_500);
  }, 10_000);

  it('registers the Background Sync tag where the browser has it', async () => {
    const scheduler = start(workerWithBackgroundSync());
    await scheduler.requestReplay();
    await settle();
    expect(registeredTags).toEqual([backgroundSyncTag]);
  });

  it('lets features ask the running scheduler for a replay after a write', async () => {
    start();
    await settle();
    await createNote(db, makeNote(), { nowMs });
    await requestReplay();
    expect(server.requests).toHaveLength(1);
  });

  it('stops the previous user’s scheduler when another is started', async () => {
    const previous = start();
    await settle();
    start();
    await settle();
    await createNote(db, makeNote(), { nowMs });
    await previous.requestReplay();
    expect(server.requests).toHaveLength(0);
  });

  it('replays no more after stop', async () => {
    const scheduler = start();
    await settle();
    scheduler.stop();
    await createNote(db, makeNote(), { nowMs });
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(120_000);
    await scheduler.requestReplay();
    await requestReplay();
    await settle();
    expect(server.requests).toHaveLength(0);
  });
});
