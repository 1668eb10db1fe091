// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { replayOutbox } from './replay-outbox.ts';
import { resolveConflict } from './resolve-conflict.ts';
import { failureResponse } from './testing/envelopes.ts';
import {
  acceptingServer,
  createFakeTransport,
  type FakeTransport,
} from './testing/fake-transport.ts';
import { makeNote, photo, updateNote, type NoteContent } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';
import { enqueueWrite } from './enqueue-write.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;
let server: FakeTransport;
let note: NoteContent;
let recordKey: string;

const replay = () =>
  replayOutbox({
    db,
    transport: server.transport,
    getAccessToken: () => 'token',
    now: () => nowMs + 10,
    locks: null,
  });

beforeEach(async () => {
  db = openTestUserDb();
  note = makeNote({ text: 'original' });
  await db.notes.put({ ...note, version: 2, syncState: 'synced' });
  const edited = await enqueueWrite(
    db,
    {
      operation: 'update',
      table: db.notes,
      record: { ...note, text: 'mine' },
      request: { method: 'PATCH', path: `/notes/${note.id}`, body: { text: 'mine' } },
      files: [photo()],
    },
    nowMs,
  );
  recordKey = edited.recordKey;
  await updateNote(db, { ...note, text: 'mine, again' }, nowMs + 1);
  server = createFakeTransport((request) =>
    request.upload
      ? acceptingServer()(request)
      : failureResponse(409, 'common.error.conflict', {
          result: { id: note.id, text: 'theirs', file_ids: ['server-file-9'], version: 5 },
        }),
  );
  await replay();
});
afterEach(() => db.delete());

describe('resolveConflict', () => {
  it('keeping mine sends my change again on the server version, with a new key', async () => {
    const [conflicted] = await db.outbox.toArray();
    const result = await resolveConflict(db, recordKey, 'keep_mine', { nowMs });
    expect(result).toEqual({ choice: 'keep_mine', discardedEntries: [], discardedFiles: [] });
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.notes.get(note.id)).toMatchObject({
      text: 'mine, again',
      version: 5,
      syncState: 'pending',
    });

    server.respondWith(acceptingServer());
    await replay();
    const records = server.requests.filter((request) => !request.upload);
    expect(records.at(-2)?.json).toEqual({ text: 'mine', version: 5 });
    expect(records.at(-2)?.headers['idempotency-key']).not.toBe(conflicted?.idempotencyKey);
    expect(records.at(-1)?.json).toEqual({ text: 'mine, again', version: 6 });
    expect(await db.notes.get(note.id)).toMatchObject({ syncState: 'synced', version: 7 });
  });

  it('keeping mine marks the change as replacing the other copy when the feature asks', async () => {
    const [conflicted] = await db.outbox.toArray();
    await resolveConflict(db, recordKey, 'keep_mine', {
      nowMs,
      markKeptBody: (body) => ({ ...body, replacesOtherEdit: true }),
    });
    expect((await db.outbox.get(conflicted?.id ?? ''))?.body).toEqual({
      text: 'mine',
      version: 5,
      replacesOtherEdit: true,
    });
  });

  it('keeping theirs replaces my copy and drops my unsynced changes', async () => {
    const result = await resolveConflict(db, recordKey, 'keep_theirs', { nowMs });
    expect(result?.discardedEntries.map((entry) => entry.body)).toEqual([
      expect.objectContaining({ text: 'mine' }),
      expect.objectContaining({ text: 'mine, again' }),
    ]);
    expect(await db.notes.get(note.id)).toEqual({
      id: note.id,
      text: 'theirs',
      fileIds: ['server-file-9'],
      version: 5,
      syncState: 'synced',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
    // The photo reached the server before the conflict: its local copy stays as a cache.
    expect(result?.discardedFiles).toEqual([]);
    expect(await db.files.count()).toBe(1);
  });

  it('maps the server copy to the local row when asked', async () => {
    await resolveConflict(db, recordKey, 'keep_theirs', {
      toLocalRecord: (server) => ({ ...server, text: `${String(server.text)} (from server)` }),
    });
    expect(await db.notes.get(note.id)).toMatchObject({ text: 'theirs (from server)' });
  });

  it('answers null when there is no conflict for the record', async () => {
    expect(await resolveConflict(db, 'notes:none', 'keep_mine')).toBeNull();
  });
});
