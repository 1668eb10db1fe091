// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { replayOutbox } from './replay-outbox.ts';
import { retryEntry } from './retry-entry.ts';
import { failureResponse } from './testing/envelopes.ts';
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

beforeEach(() => {
  db = openTestUserDb();
  server = createFakeTransport(() => failureResponse(422, 'validation.error.teacherLimitExceeded'));
});
afterEach(() => db.delete());

const replay = (atMs: number) =>
  replayOutbox({
    db,
    transport: server.transport,
    getAccessToken: () => 'token',
    now: () => atMs,
    locks: null,
  });

describe('retryEntry', () => {
  it('sends a refused entry again, due now, with a new idempotency key', async () => {
    const note = makeNote();
    const { entryId } = await createNote(db, note, { nowMs });
    await replay(nowMs);
    const refused = await db.outbox.get(entryId);

    expect(await retryEntry(db, entryId, { nowMs: nowMs + 5_000 })).toBe(true);
    const reset = await db.outbox.get(entryId);
    expect(reset).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: nowMs + 5_000 });
    expect(reset?.lastError).toBeUndefined();
    expect(reset?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    expect(await db.notes.get(note.id)).toMatchObject({ syncState: 'pending' });

    server.respondWith(acceptingServer());
    await replay(nowMs + 5_000);
    expect(server.requests.at(-1)?.headers['idempotency-key']).toBe(reset?.idempotencyKey);
    expect(await db.notes.get(note.id)).toMatchObject({ syncState: 'synced' });
  });

  it('uploads the files again when the server no longer knew them', async () => {
    const board = photo();
    const { entryId } = await createNote(db, makeNote(), { files: [board], nowMs });
    // Uploaded, then the write waited too long (a sign-in a day later): the server had
    // removed the unattached file and refused the write for its file ids.
    const accept = acceptingServer();
    server.respondWith((request) =>
      request.upload
        ? accept(request)
        : failureResponse(400, 'common.error.validation', {
            errors: [{ field: 'file_ids', key: 'validation.error.mustBeOneOf', params: {} }],
          }),
    );
    await replay(nowMs);
    expect(await db.outbox.get(entryId)).toMatchObject({ state: 'needs_attention' });

    await retryEntry(db, entryId, { nowMs });
    server.respondWith(acceptingServer());
    await replay(nowMs);
    expect(server.requests.filter((request) => request.upload)).toHaveLength(2);
    // A fresh server answering from one: its second upload is its first.
    expect(server.requests.at(-1)?.json).toMatchObject({ file_ids: ['server-file-1'] });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a corrected body when one is given', async () => {
    const { entryId } = await createNote(db, makeNote(), { nowMs });
    await replay(nowMs);
    await retryEntry(db, entryId, { body: { text: 'corrected' }, nowMs });
    server.respondWith(acceptingServer());
    await replay(nowMs);
    expect(server.requests.at(-1)?.json).toEqual({ text: 'corrected' });
  });

  it('leaves alone an entry that is not waiting for the user', async () => {
    const { entryId } = await createNote(db, makeNote(), { nowMs });
    const before = await db.outbox.get(entryId);
    expect(await retryEntry(db, entryId, { nowMs: nowMs + 1 })).toBe(false);
    expect(await db.outbox.get(entryId)).toEqual(before);
    expect(await retryEntry(db, 'no-such-entry')).toBe(false);
  });
});
