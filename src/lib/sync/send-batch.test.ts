// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readyMutation, takeBatch, type ReadyMutation } from './push-batch.ts';
import { sendBatch, type BatchContext } from './send-batch.ts';
import { failureResponse } from './testing/envelopes.ts';
import { createFakeTransport, type FakeTransport } from './testing/fake-transport.ts';
import { createNote, deleteNote, makeNote, photo, updateNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';
import { transportHttpStack } from './transport-http-stack.ts';
import { uploadEntryFiles, type UploadContext } from './upload-entry-files.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;
let server: FakeTransport;
let context: BatchContext & UploadContext & { db: TestUserDb };

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
    uploadHttpStack: transportHttpStack(server.transport, 1_000),
    uploadStallTimeoutMs: 1_000,
  };
});
afterEach(() => db.delete());

async function readyOf(entryId: string): Promise<ReadyMutation> {
  const entry = await db.outbox.get(entryId);
  if (!entry) throw new Error('not queued');
  return readyMutation(entry, new Map());
}

describe('sendBatch', () => {
  it('sends the writes as snake_case JSON to the push endpoint, with the bearer token', async () => {
    const note = makeNote();
    const { entryId } = await createNote(db, note, { nowMs });
    const ready = await readyOf(entryId);
    const answer = await sendBatch(context, [ready], 'the-token');
    expect(answer).toMatchObject({ kind: 'answered' });
    expect(server.batches[0]).toMatchObject({
      method: 'POST',
      url: 'https://school.example/api/sync/push',
      headers: { authorization: 'Bearer the-token', 'content-type': 'application/json' },
      json: {
        mutations: [
          {
            id: entryId,
            record_key: ready.entry.recordKey,
            idempotency_key: ready.entry.idempotencyKey,
            method: 'POST',
            path: '/notes',
            body: { id: note.id, text: note.text, file_ids: [] },
          },
        ],
      },
    });
  });

  it('sends no body for a write that has none', async () => {
    const note = makeNote();
    await createNote(db, note, { nowMs });
    const { entryId } = await deleteNote(db, note.id, nowMs + 1);
    await db.outbox.update(entryId, { body: undefined });
    await sendBatch(context, [await readyOf(entryId)], 'the-token');
    const [mutation] = (server.batches[0]?.json as { mutations: object[] }).mutations;
    expect(mutation).not.toHaveProperty('body');
  });

  it('answers each write’s own outcome, and skipped for those held back by their record', async () => {
    const refusedNote = makeNote();
    const refused = await createNote(db, refusedNote, { nowMs });
    const heldBack = await updateNote(db, { ...refusedNote, text: 'edited' }, nowMs + 1);
    const other = await createNote(db, makeNote(), { nowMs: nowMs + 2 });
    server.respondWith((request) =>
      request.method === 'POST' && (request.json as { id: string }).id === refusedNote.id
        ? failureResponse(422, 'common.error.validation')
        : failureResponse(409, 'common.error.conflict', { result: { id: 'x', version: 3 } }),
    );
    const answer = await sendBatch(
      context,
      [
        await readyOf(refused.entryId),
        await readyOf(heldBack.entryId),
        await readyOf(other.entryId),
      ],
      'the-token',
    );
    if (answer.kind !== 'answered') throw new Error('not answered');
    expect(answer.outcomes.get(refused.entryId)).toMatchObject({ kind: 'rejected' });
    expect(answer.outcomes.get(heldBack.entryId)).toBe('skipped');
    expect(answer.outcomes.get(other.entryId)).toMatchObject({
      kind: 'conflict',
      serverRecord: { id: 'x', version: 3 },
    });
  });

  it('treats a batch that never answers as the server out of reach once it times out', async () => {
    const { entryId } = await createNote(db, makeNote(), { nowMs });
    const answer = await sendBatch(
      {
        ...context,
        requestTimeoutMs: 20,
        // Like fetch on a dead connection: nothing until the signal aborts it.
        transport: (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      },
      [await readyOf(entryId)],
      'the-token',
    );
    expect(answer).toMatchObject({
      kind: 'whole',
      outcome: { kind: 'unreachable', error: { key: 'common.error.connection' } },
    });
  });

  it('keeps the writes for later when the batch as a whole is refused, never blaming the user', async () => {
    const { entryId } = await createNote(db, makeNote(), { nowMs });
    const answer = await sendBatch(
      {
        ...context,
        transport: async () => failureResponse(400, 'validation.error.invalidRequestFormat'),
      },
      [await readyOf(entryId)],
      'the-token',
    );
    expect(answer).toMatchObject({ kind: 'whole', outcome: { kind: 'retry' } });
  });
});

describe('takeBatch', () => {
  it('takes as many as the count and byte limits allow, oldest first, and at least one', async () => {
    const queue: ReadyMutation[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { entryId } = await createNote(db, makeNote({ text: 'x'.repeat(100) }), {
        nowMs: nowMs + index,
      });
      queue.push(await readyOf(entryId));
    }
    const ids = queue.map((ready) => ready.entry.id);
    expect(
      takeBatch(queue, { maxMutations: 2, maxBatchBytes: 1e6 }).map((r) => r.entry.id),
    ).toEqual(ids.slice(0, 2));
    const oneBytes = new TextEncoder().encode(queue[0]?.json ?? '').length;
    expect(
      takeBatch(queue, { maxMutations: 10, maxBatchBytes: 20 + oneBytes * 2 }).map(
        (r) => r.entry.id,
      ),
    ).toEqual(ids.slice(2, 4));
    expect(takeBatch(queue, { maxMutations: 10, maxBatchBytes: 1 }).map((r) => r.entry.id)).toEqual(
      ids.slice(4),
    );
    expect(queue).toHaveLength(0);
  });
});

describe('uploadEntryFiles', () => {
  it('needs the user, naming the file, when a file of the entry is missing on the device', async () => {
    const board = photo();
    const { entryId } = await createNote(db, makeNote(), { files: [board], nowMs });
    await db.files.delete(board.id);
    const entry = await db.outbox.get(entryId);
    if (!entry) throw new Error('not queued');
    expect(await uploadEntryFiles(context, entry, 'the-token')).toEqual({
      kind: 'rejected',
      error: { status: null, key: 'common.error.uploadFailed', fieldErrors: [], fileId: board.id },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('retries an upload whose answer carries no file id', async () => {
    const { entryId } = await createNote(db, makeNote(), { files: [photo()], nowMs });
    server.respondWith(() => new Response(JSON.stringify({ success: true, result: {} })));
    const entry = await db.outbox.get(entryId);
    if (!entry) throw new Error('not queued');
    expect(await uploadEntryFiles(context, entry, 'the-token')).toMatchObject({
      kind: 'retry',
      error: { key: 'common.error.server' },
    });
  });
});
