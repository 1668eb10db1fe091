// @vitest-environment node
// Node, not jsdom: the replay runs in the service worker too, and jsdom's Blob does not
// survive IndexedDB's structured clone.
import { describe, expect } from 'vitest';

import { backoffCapMs } from './backoff.ts';
import { failureResponse } from './testing/envelopes.ts';
import { acceptingServer, offline } from './testing/fake-transport.ts';
import { createNote, makeNote, photo, updateNote } from './testing/notes-feature.ts';
import { replayTest as it } from './testing/replay-harness.ts';

describe('replayOutbox: retries', () => {
  it('sends the same idempotency key on every retry of an entry and of its files', async ({
    h,
  }) => {
    await createNote(h.db, makeNote(), { files: [photo()], nowMs: h.later() });
    const [entry] = await h.db.outbox.toArray();
    const answers = [
      offline(),
      () => failureResponse(500, 'common.error.server'),
      acceptingServer(),
    ];

    for (const answer of answers) {
      h.server.respondWith(answer);
      await h.replay();
      h.nowMs += backoffCapMs;
    }
    const uploads = h.server.requests.filter((request) => request.upload);
    const records = h.server.requests.filter((request) => !request.upload);
    expect(uploads).toHaveLength(3);
    expect(records).toHaveLength(1);
    expect(new Set(uploads.map((request) => request.headers['idempotency-key'])).size).toBe(1);
    expect(records[0]?.headers['idempotency-key']).toBe(entry?.idempotencyKey);
    expect(records[0]?.headers.authorization).toBe('Bearer token-of-user');
  });

  it('keeps the entry after a connection error without counting it as a failed attempt', async ({
    h,
  }) => {
    const note = makeNote();
    await createNote(h.db, note, { nowMs: h.later() });
    const [queued] = await h.db.outbox.toArray();
    h.server.respondWith(offline());

    for (let run = 0; run < 20; run += 1) {
      expect(await h.replay()).toMatchObject({ outcome: 'unreachable', sent: 0, retrying: 1 });
      h.nowMs += 60_000;
    }
    const [entry] = await h.db.outbox.toArray();
    expect(entry).toMatchObject({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: queued?.nextAttemptAt,
      lastError: { status: null, key: 'common.error.connection' },
    });
    expect(await h.db.notes.get(note.id)).toMatchObject({ syncState: 'pending' });
    expect(await h.db.syncMeta.get('serverUnreachableAt')).toMatchObject({
      value: h.nowMs - 60_000,
    });

    h.server.respondWith(acceptingServer());
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(await h.db.syncMeta.get('serverUnreachableAt')).toBeUndefined();
  });

  it('stops the run at the first request that gets no answer, instead of trying every record', async ({
    h,
  }) => {
    for (let index = 0; index < 30; index += 1)
      await createNote(h.db, makeNote(), { nowMs: h.later() });
    h.server.respondWith(offline());
    expect(await h.replay()).toMatchObject({ outcome: 'unreachable' });
    // One request per record being replayed at once, not thirty.
    expect(h.server.requests.length).toBeLessThanOrEqual(4);
  });

  it('sends at once an entry that an older release backed off only because it was offline', async ({
    h,
  }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    const [entry] = await h.db.outbox.toArray();
    await h.db.outbox.update(entry?.id ?? '', {
      attempts: 30,
      nextAttemptAt: h.nowMs + 5 * 60_000,
      lastError: { status: null, key: 'common.error.connection', fieldErrors: [] },
    });
    h.server.respondWith(acceptingServer());
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
  });

  it('keeps the entry after a 500 and does not try again before its time', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    h.server.respondWith(() => failureResponse(500, 'common.error.server'));
    await h.replay();
    const [failed] = await h.db.outbox.toArray();
    expect(failed).toMatchObject({ attempts: 1, lastError: { status: 500 } });

    h.server.respondWith(acceptingServer());
    h.nowMs = (failed?.nextAttemptAt ?? 0) - 1;
    await h.replay();
    expect(h.server.requests).toHaveLength(1);
    h.nowMs += 1;
    await h.replay();
    expect(h.server.requests).toHaveLength(2);
    expect(await h.db.outbox.count()).toBe(0);
  });

  it('waits longer after each failure, up to the cap', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    h.server.respondWith(() => failureResponse(500, 'common.error.server'));
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await h.replay();
      const [entry] = await h.db.outbox.toArray();
      waits.push((entry?.nextAttemptAt ?? 0) - h.nowMs);
      h.nowMs = entry?.nextAttemptAt ?? h.nowMs;
    }
    expect(waits.slice(0, 4)).toEqual([1_500, 3_000, 6_000, 12_000]);
    for (let index = 1; index < waits.length; index += 1) {
      expect(waits[index]).toBeGreaterThanOrEqual(waits[index - 1] ?? 0);
    }
    expect(Math.max(...waits)).toBeLessThanOrEqual(backoffCapMs);
    expect(waits.at(-1)).toBe(backoffCapMs * 0.75);
  });

  it('waits as long as the h.server asks with Retry-After', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    h.server.respondWith(() =>
      failureResponse(429, 'common.error.rateLimited', { headers: { 'Retry-After': '120' } }),
    );
    await h.replay();
    const [entry] = await h.db.outbox.toArray();
    expect(entry?.nextAttemptAt).toBe(h.nowMs + 120_000);
  });
});

describe('replayOutbox: 401', () => {
  it('stops the whole replay and keeps every entry as it was', async ({ h }) => {
    await createNote(h.db, makeNote(), { files: [photo()], nowMs: h.later() });
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    const before = await h.db.outbox.toArray();
    h.server.respondWith(() => failureResponse(401, 'common.error.invalidToken'));

    expect(await h.replay()).toMatchObject({ outcome: 'needs_sign_in', sent: 0 });
    // The batch with the note without files and the upload of the other leave together.
    expect(h.server.requests.length).toBeLessThanOrEqual(2);
    expect(await h.db.outbox.toArray()).toEqual(before);
    expect(await h.db.syncMeta.get('needsSignIn')).toEqual({ key: 'needsSignIn', value: true });
  });

  it('starts no new request after a 401', async ({ h }) => {
    for (let index = 0; index < 6; index += 1) {
      const note = makeNote();
      await createNote(h.db, note, { nowMs: h.later() });
      await updateNote(h.db, { ...note, text: 'edited' }, h.later());
    }
    h.server.respondWith(() => failureResponse(401, 'common.error.invalidToken'));
    expect(await h.replay({ batchLimits: { maxMutations: 2, maxBatchBytes: 1e6 } })).toMatchObject({
      outcome: 'needs_sign_in',
    });
    // Only the batches that left together before the first answer; no later round.
    expect(h.server.batches.length).toBeLessThanOrEqual(2);
    expect(await h.db.outbox.count()).toBe(12);
  });

  it('resumes when the same user is signed in again', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    h.server.respondWith(() => failureResponse(401, 'common.error.invalidToken'));
    await h.replay();

    h.server.respondWith(acceptingServer());
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(await h.db.syncMeta.get('needsSignIn')).toEqual({ key: 'needsSignIn', value: false });
  });

  it('sends nothing without a token for this user', async ({ h }) => {
    await createNote(h.db, makeNote(), { nowMs: h.later() });
    const report = await h.replay({ getAccessToken: () => null });
    expect(report.outcome).toBe('needs_sign_in');
    expect(h.server.requests).toHaveLength(0);
  });
});

describe('replayOutbox: refused', () => {
  it('marks a refused entry and its record as needing attention, with the h.server key and fields', async ({
    h,
  }) => {
    const note = makeNote();
    await createNote(h.db, note, { nowMs: h.later() });
    h.server.respondWith(() =>
      failureResponse(422, 'validation.error.teacherLimitExceeded', {
        errors: [{ field: 'file_ids', key: 'validation.error.maxItems', params: { max: 5 } }],
      }),
    );

    expect(await h.replay()).toMatchObject({ blocked: 1 });
    const [entry] = await h.db.outbox.toArray();
    expect(entry).toMatchObject({
      state: 'needs_attention',
      lastError: {
        status: 422,
        key: 'validation.error.teacherLimitExceeded',
        fieldErrors: [{ field: 'fileIds', key: 'validation.error.maxItems', params: { max: 5 } }],
      },
    });
    expect(await h.db.notes.get(note.id)).toMatchObject({ syncState: 'needs_attention' });
  });

  it('blocks only the refused record: its later entries wait, other records go on', async ({
    h,
  }) => {
    const refused = makeNote();
    const fine = makeNote();
    await createNote(h.db, refused, { nowMs: h.later() });
    await updateNote(h.db, { ...refused, text: 'edited' }, h.later());
    await createNote(h.db, fine, { nowMs: h.later() });
    const accept = acceptingServer();
    h.server.respondWith((request) =>
      (request.json as { id?: string }).id === refused.id
        ? failureResponse(400, 'common.error.validation')
        : accept(request),
    );

    await h.replay();
    h.nowMs += 24 * 3_600_000;
    await h.replay();
    expect(h.paths()).toEqual(['POST /api/notes', 'POST /api/notes']);
    expect(
      (await h.db.outbox.toArray()).filter((entry) => entry.recordId === refused.id),
    ).toHaveLength(2);
    expect(await h.db.notes.get(fine.id)).toMatchObject({ syncState: 'synced' });
  });
});

describe('replayOutbox: 409', () => {
  it('keeps the local copy and stores the h.server copy beside it', async ({ h }) => {
    const note = makeNote();
    await h.db.notes.put({ ...note, version: 2, syncState: 'synced' });
    await updateNote(h.db, { ...note, text: 'mine' }, h.later());
    await updateNote(h.db, { ...note, text: 'mine, again' }, h.later());
    h.server.respondWith(() =>
      failureResponse(409, 'common.error.conflict', {
        result: { id: note.id, text: 'theirs', file_ids: [], version: 5 },
      }),
    );

    expect(await h.replay()).toMatchObject({ blocked: 1 });
    expect(h.server.requests).toHaveLength(1);
    expect(await h.db.notes.get(note.id)).toMatchObject({
      text: 'mine, again',
      version: 2,
      syncState: 'conflict',
    });
    const [entry] = await h.db.outbox.toArray();
    expect(await h.db.conflicts.get(`notes:${note.id}`)).toEqual({
      recordKey: `notes:${note.id}`,
      recordTable: 'notes',
      recordId: note.id,
      entryId: entry?.id,
      serverRecord: { id: note.id, text: 'theirs', fileIds: [], version: 5 },
      detectedAt: h.nowMs,
    });
    expect(entry).toMatchObject({ state: 'conflict', lastError: { status: 409 } });
    expect(await h.db.outbox.count()).toBe(2);
  });
});
