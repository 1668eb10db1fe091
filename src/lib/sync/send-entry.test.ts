// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sendEntry, type SendContext } from './send-entry.ts';
import { createFakeTransport, type FakeTransport } from './testing/fake-transport.ts';
import { createNote, deleteNote, makeNote, photo } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;
let server: FakeTransport;
let context: SendContext;

beforeEach(() => {
  db = openTestUserDb();
  server = createFakeTransport();
  context = {
    db,
    transport: server.transport,
    baseUrl: 'https://school.example/api/',
    now: () => nowMs,
    requestTimeoutMs: 1_000,
    uploadTimeoutMs: 1_000,
  };
});
afterEach(() => db.delete());

async function entryOf(entryId: string) {
  const entry = await db.outbox.get(entryId);
  if (!entry) throw new Error('not queued');
  return entry;
}

describe('sendEntry', () => {
  it('sends snake_case JSON with the bearer token and the idempotency key', async () => {
    const note = makeNote();
    const { entryId } = await createNote(db, note, { nowMs });
    const entry = await entryOf(entryId);
    expect(await sendEntry(context, entry, 'the-token')).toMatchObject({ kind: 'sent' });
    expect(server.requests[0]).toEqual({
      method: 'POST',
      url: 'https://school.example/api/notes',
      headers: {
        accept: 'application/json',
        authorization: 'Bearer the-token',
        'content-type': 'application/json',
        'idempotency-key': entry.idempotencyKey,
      },
      json: { id: note.id, text: note.text, file_ids: [] },
    });
  });

  it('sends no body and no content type when the entry has none', async () => {
    const note = makeNote();
    await createNote(db, note, { nowMs });
    const { entryId } = await deleteNote(db, note.id, nowMs + 1);
    await db.outbox.update(entryId, { body: undefined });
    await sendEntry(context, await entryOf(entryId), 'the-token');
    expect(server.requests[0]?.json).toBeUndefined();
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('needs the user, naming the file, when a file of the entry is missing on the device', async () => {
    const board = photo();
    const { entryId } = await createNote(db, makeNote(), { files: [board], nowMs });
    await db.files.delete(board.id);
    expect(await sendEntry(context, await entryOf(entryId), 'the-token')).toEqual({
      kind: 'rejected',
      error: { status: null, key: 'common.error.uploadFailed', fieldErrors: [], fileId: board.id },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('treats a request that never answers as a connection error once it times out', async () => {
    const { entryId } = await createNote(db, makeNote(), { nowMs });
    const outcome = await sendEntry(
      {
        ...context,
        requestTimeoutMs: 20,
        // Like fetch on a dead connection: nothing until the signal aborts it.
        transport: (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      },
      await entryOf(entryId),
      'the-token',
    );
    expect(outcome).toMatchObject({
      kind: 'unreachable',
      error: { key: 'common.error.connection' },
    });
  });

  it('retries an upload whose answer carries no file id', async () => {
    const { entryId } = await createNote(db, makeNote(), { files: [photo()], nowMs });
    server.respondWith(() => new Response(JSON.stringify({ success: true, result: {} })));
    expect(await sendEntry(context, await entryOf(entryId), 'the-token')).toMatchObject({
      kind: 'retry',
      error: { key: 'common.error.server' },
    });
  });
});
