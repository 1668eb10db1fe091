// @vitest-environment node
// Node, not jsdom: the replay runs in the service worker too, and jsdom's Blob does not
// survive IndexedDB's structured clone.
import { describe, expect, vi } from 'vitest';

import { backoffCapMs } from './backoff.ts';
import { replayLockName } from './replay-lock.ts';
import { failureResponse, successResponse } from './testing/envelopes.ts';
import { createFakeLockManager } from './testing/fake-lock-manager.ts';
import { acceptingServer } from './testing/fake-transport.ts';
import { createNote, deleteNote, makeNote, photo, updateNote } from './testing/notes-feature.ts';
import { replayTest as it, type ReplayHarness } from './testing/replay-harness.ts';
import { openTestUserDb } from './testing/test-user-db.ts';

describe('replayOutbox: order', () => {
  it('replays the entries of one record oldest first', async ({ h }) => {
    const note = makeNote();
    await createNote(h.db, note, { nowMs: h.later() });
    await updateNote(h.db, { ...note, text: 'second' }, h.later());
    await updateNote(h.db, { ...note, text: 'third' }, h.later());
    await deleteNote(h.db, note.id, h.later());

    expect(await h.replay()).toEqual({
      outcome: 'finished',
      sent: 4,
      uploaded: 0,
      retrying: 0,
      blocked: 0,
    });
    expect(h.paths()).toEqual([
      'POST /api/notes',
      `PATCH /api/notes/${note.id}`,
      `PATCH /api/notes/${note.id}`,
      `DELETE /api/notes/${note.id}`,
    ]);
    expect(h.server.requests.map((request) => request.json)).toMatchObject([
      { text: 'Fractions with paper strips' },
      { text: 'second' },
      { text: 'third' },
      {},
    ]);
  });

  it('bases each later edit on the version the h.server gave the earlier one', async ({ h }) => {
    const note = makeNote();
    await createNote(h.db, note, { nowMs: h.later() });
    await updateNote(h.db, { ...note, text: 'second' }, h.later());
    await deleteNote(h.db, note.id, h.later());

    await h.replay();
    expect(h.server.requests.map((request) => request.json)).toEqual([
      expect.not.objectContaining({ version: expect.anything() as unknown }),
      { text: 'second', version: 1 },
      { version: 2 },
    ]);
  });

  it('never sends a later entry of a record while an earlier one waits for a retry', async ({
    h,
  }) => {
    const note = makeNote();
    await createNote(h.db, note, { nowMs: h.later() });
    await updateNote(h.db, { ...note, text: 'second' }, h.later());
    h.server.respondWith(() => failureResponse(503, 'common.error.server'));

    await h.replay();
    expect(h.paths()).toEqual(['POST /api/notes']);
    expect(await h.db.outbox.count()).toBe(2);
  });

  it('goes on with other records while one waits', async ({ h }) => {
    const stuck = makeNote();
    const fine = makeNote();
    await createNote(h.db, stuck, { nowMs: h.later() });
    await createNote(h.db, fine, { nowMs: h.later() });
    const accept = acceptingServer();
    h.server.respondWith((request) =>
      (request.json as { id?: string }).id === stuck.id
        ? failureResponse(500, 'common.error.server')
        : accept(request),
    );

    expect(await h.replay()).toMatchObject({ sent: 1, retrying: 1 });
    expect(await h.db.notes.get(fine.id)).toMatchObject({ syncState: 'synced', version: 1 });
    expect(await h.db.notes.get(stuck.id)).toMatchObject({ syncState: 'pending' });
  });

  it('also sends what was written while it ran', async ({ h }) => {
    const first = makeNote();
    const second = makeNote();
    await createNote(h.db, first, { nowMs: h.later() });
    const accept = acceptingServer();
    let wroteDuringReplay = false;
    h.server.respondWith(async (request) => {
      if (!wroteDuringReplay) {
        wroteDuringReplay = true;
        await createNote(h.db, second, { nowMs: h.later() });
      }
      return accept(request);
    });

    expect(await h.replay()).toMatchObject({ sent: 2 });
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('leaves records of a table this build does not know to a newer one', async ({ h }) => {
    const known = makeNote();
    await createNote(h.db, known, { nowMs: h.later() });
    const [entry] = await h.db.outbox.toArray();
    if (!entry) throw new Error('the note was not queued');
    await h.db.outbox.add({
      ...entry,
      id: 'from-a-newer-release',
      recordKey: 'plans:p1',
      recordTable: 'plans',
      recordId: 'p1',
    });

    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect((await h.db.outbox.toArray()).map((entry) => entry.id)).toEqual([
      'from-a-newer-release',
    ]);
  });
});

describe('replayOutbox: accepted', () => {
  it('deletes the entry and marks the record synced with the h.server version after its last entry', async ({
    h,
  }) => {
    const note = makeNote();
    await createNote(h.db, note, { nowMs: h.later() });
    await updateNote(h.db, { ...note, text: 'second' }, h.later());
    let answered = 0;
    const accept = acceptingServer();
    h.server.respondWith((request) => {
      answered += 1;
      return answered === 1 ? accept(request) : failureResponse(503, 'common.error.server');
    });

    await h.replay();
    expect(await h.db.notes.get(note.id)).toMatchObject({ syncState: 'pending', version: 1 });
    expect(await h.db.outbox.count()).toBe(1);

    h.server.respondWith(() => successResponse({ id: note.id, version: 2 }));
    h.nowMs += backoffCapMs;
    await h.replay();
    expect(await h.db.notes.get(note.id)).toMatchObject({ syncState: 'synced', version: 2 });
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.syncMeta.get('lastSyncAt')).toEqual({ key: 'lastSyncAt', value: h.nowMs });
  });
});

describe('replayOutbox: concurrency', () => {
  /** A server that holds every answer until told to, so two replays overlap for certain. */
  function heldServer(h: ReplayHarness) {
    const accept = acceptingServer();
    const waiting: Array<() => void> = [];
    let holding = true;
    h.server.respondWith((request) =>
      holding
        ? new Promise<Response>((resolve) =>
            waiting.push(() => resolve(accept(request) as Response)),
          )
        : accept(request),
    );
    return {
      /** Answers what waits, and from now on answers at once. */
      releaseAll() {
        holding = false;
        waiting.splice(0).forEach((release) => release());
      },
    };
  }

  it('never sends an entry twice when two replays start at once in one context', async ({ h }) => {
    await createNote(h.db, makeNote(), { files: [photo()], nowMs: h.later() });
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    const held = heldServer(h);

    const first = h.replay();
    const second = h.replay();
    held.releaseAll();
    const reports = await Promise.all([first, second]);

    expect(reports.map((report) => report.outcome).sort()).toEqual(['busy', 'finished']);
    expect([...h.paths()].sort()).toEqual([
      'POST /api/notes',
      'POST /api/notes',
      'POST /api/uploads',
    ]);
    expect(
      new Set(h.server.requests.map((request) => request.headers['idempotency-key'])).size,
    ).toBe(3);
  });

  it('replays several records at once, each one’s own entries still in order', async ({ h }) => {
    await createNote(h.db, makeNote({ text: 'with photo' }), {
      files: [photo()],
      nowMs: h.later(),
    });
    await createNote(h.db, makeNote({ text: 'second' }), { nowMs: h.later() });
    await createNote(h.db, makeNote({ text: 'third' }), { nowMs: h.later() });
    const held = heldServer(h);

    const run = h.replay();
    // Nothing has answered yet, and all three records are already on their way: the two
    // without files in one batch, the photo's upload beside it.
    await vi.waitFor(() => expect(h.server.batches).toHaveLength(1));
    await vi.waitFor(() => expect(h.paths()).toContain('POST /api/uploads'));
    expect(
      (h.server.batches[0]?.json as { mutations: unknown[] }).mutations.map(
        (mutation) => (mutation as { path: string }).path,
      ),
    ).toEqual(['/notes', '/notes']);
    held.releaseAll();
    expect(await run).toMatchObject({ outcome: 'finished', sent: 3 });
    const order = h.server.requests.map((request) =>
      request.upload ? 'photo' : JSON.stringify(request.json).includes('with photo') ? 'note' : '',
    );
    expect(order.indexOf('photo')).toBeLessThan(order.indexOf('note'));
  });

  it('sends nothing while the service worker holds the replay lock', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    const locks = createFakeLockManager();
    let releaseWorker: () => void = () => undefined;
    const worker = locks.request(
      replayLockName,
      { ifAvailable: true },
      () => new Promise<void>((resolve) => (releaseWorker = resolve)),
    );

    expect(await h.replay({ locks })).toMatchObject({ outcome: 'busy' });
    expect(h.server.requests).toHaveLength(0);
    releaseWorker();
    await worker;
    expect(await h.replay({ locks })).toMatchObject({ outcome: 'finished', sent: 1 });
  });

  it('never sends an entry twice when the page and the service worker replay at once', async ({
    h,
  }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    const locks = createFakeLockManager();
    const held = heldServer(h);

    const page = h.replay({ locks });
    const worker = h.replay({ locks, db: openTestUserDb(h.db.userId) });
    held.releaseAll();
    const reports = await Promise.all([page, worker]);

    expect(reports.map((report) => report.outcome).sort()).toEqual(['busy', 'finished']);
    expect(h.server.requests).toHaveLength(1);
  });
});

describe('replayOutbox: batches', () => {
  // Storage work only, no timers: its time grows with the machine's load, so it gets a limit
  // well above the default instead of racing it (its harness keeps an overrun to itself).
  it(
    'sends many queued writes in a few push requests, not one request each',
    { timeout: 60_000 },
    async ({ h }) => {
      // Queued in one transaction, which writing them one by one only makes slower.
      await h.db.transaction('rw', [h.db.notes, h.db.outbox, h.db.files], async () => {
        for (let index = 0; index < 250; index += 1) {
          await createNote(h.db, makeNote(), { nowMs: h.later() });
        }
      });
      expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 250 });
      expect(h.server.batches).toHaveLength(3);
      expect(h.server.requests).toHaveLength(250);
      expect(await h.db.outbox.count()).toBe(0);
    },
  );

  it('sends a record’s later changes in later batches, after the earlier ones are applied', async ({
    h,
  }) => {
    const note = makeNote();
    await createNote(h.db, note, { nowMs: h.later() });
    await updateNote(h.db, { ...note, text: 'second' }, h.later());
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    await h.replay();
    const perBatch = h.server.batches.map((batch) =>
      (batch.json as { mutations: { method: string }[] }).mutations.map((m) => m.method),
    );
    expect(perBatch).toEqual([['POST', 'POST'], ['PATCH']]);
    // The change was sent on top of the version the server gave the create.
    expect(h.server.requests.at(-1)?.json).toMatchObject({ version: 1 });
  });

  it('does not hold writes without files back while another record’s photo uploads', async ({
    h,
  }) => {
    let releaseUpload: () => void = () => undefined;
    const accept = acceptingServer();
    h.server.respondWith((request) =>
      request.upload
        ? new Promise<Response>((resolve) => {
            releaseUpload = () => resolve(accept(request) as Response);
          })
        : accept(request),
    );
    await createNote(h.db, makeNote(), { files: [photo()], nowMs: h.later() });
    const textOnly = makeNote();
    await createNote(h.db, textOnly, { nowMs: h.later() });
    const replaying = h.replay();
    await vi.waitFor(() => expect(h.server.batches).toHaveLength(1));
    expect(await h.db.notes.get(textOnly.id)).toMatchObject({ syncState: 'synced' });
    releaseUpload();
    expect(await replaying).toMatchObject({ outcome: 'finished', sent: 2 });
    expect(h.server.batches).toHaveLength(2);
  });
});
