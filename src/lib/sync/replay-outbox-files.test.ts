// @vitest-environment node
// Node, not jsdom: the replay runs in the service worker too, and jsdom's Blob does not
// survive IndexedDB's structured clone.
import { describe, expect } from 'vitest';

import { backoffCapMs } from './backoff.ts';
import { enqueueWrite } from './enqueue-write.ts';
import { failureResponse } from './testing/envelopes.ts';
import { acceptingServer } from './testing/fake-transport.ts';
import { createNote, deleteNote, makeNote, photo } from './testing/notes-feature.ts';
import { replayTest as it } from './testing/replay-harness.ts';

describe('replayOutbox: files', () => {
  it('uploads the files before the record and sends the uploaded ids in their place', async ({
    h,
  }) => {
    const note = makeNote();
    const board = photo('board.jpg');
    const worksheet = photo('worksheet.jpg');
    await createNote(h.db, note, { files: [board, worksheet], nowMs: h.later() });

    await h.replay();
    expect(h.paths()).toEqual(['POST /api/uploads', 'POST /api/uploads', 'POST /api/notes']);
    expect(h.server.requests.map((request) => request.upload?.fileName)).toEqual([
      'board.jpg',
      'worksheet.jpg',
      undefined,
    ]);
    expect(h.server.requests[2]?.json).toMatchObject({
      file_ids: ['server-file-1', 'server-file-2'],
    });
    expect(await h.db.files.get(board.id)).toMatchObject({ uploadedId: 'server-file-1' });
  });

  it('sends uploaded ids for files an edit kept before they were ever uploaded', async ({ h }) => {
    const note = makeNote();
    const board = photo('board.jpg');
    await createNote(h.db, note, { files: [board], nowMs: h.later() });
    // Edited offline, before the first replay: the edit still names the local file id.
    const edited = { ...note, text: 'edited offline', fileIds: [board.id] };
    await enqueueWrite(
      h.db,
      {
        operation: 'update',
        table: h.db.notes,
        record: edited,
        request: { method: 'PATCH', path: `/notes/${note.id}`, body: { ...edited } },
      },
      h.later(),
    );

    await h.replay();
    expect(h.paths()).toEqual([
      'POST /api/uploads',
      'POST /api/notes',
      'PATCH /api/notes/' + note.id,
    ]);
    expect(h.server.requests[2]?.json).toMatchObject({ file_ids: ['server-file-1'] });
  });

  it('uploads to the path the entry names', async ({ h }) => {
    await createNote(h.db, makeNote(), {
      files: [photo()],
      nowMs: h.later(),
      fileUploadPath: '/achievements/files',
    });
    await h.replay();
    expect(h.paths()[0]).toBe('POST /api/achievements/files');
  });

  it('does not upload a file again when only the record failed', async ({ h }) => {
    const note = makeNote();
    await createNote(h.db, note, { files: [photo()], nowMs: h.later() });
    const accept = acceptingServer();
    h.server.respondWith((request) =>
      request.upload ? accept(request) : failureResponse(502, 'common.error.server'),
    );
    await h.replay();

    h.server.respondWith(acceptingServer());
    h.nowMs += backoffCapMs;
    await h.replay();
    expect(h.paths()).toEqual(['POST /api/uploads', 'POST /api/notes', 'POST /api/notes']);
    expect(h.server.requests[2]?.json).toMatchObject({ file_ids: ['server-file-1'] });
  });

  it('does not send the record when one of its files is refused, and says which file', async ({
    h,
  }) => {
    const note = makeNote();
    const huge = photo('huge.jpg');
    await createNote(h.db, note, { files: [huge], nowMs: h.later() });
    h.server.respondWith(() => failureResponse(413, 'validation.error.fileTooLarge'));

    await h.replay();
    expect(h.paths()).toEqual(['POST /api/uploads']);
    const [entry] = await h.db.outbox.toArray();
    expect(entry).toMatchObject({
      state: 'needs_attention',
      lastError: { status: 413, key: 'validation.error.fileTooLarge', fileId: huge.id },
    });
  });

  it('removes the record and its files once the h.server confirms the delete', async ({ h }) => {
    const note = makeNote();
    await createNote(h.db, note, { files: [photo()], nowMs: h.later() });
    await deleteNote(h.db, note.id, h.later());
    await h.replay();
    expect(await h.db.notes.get(note.id)).toBeUndefined();
    expect(await h.db.files.count()).toBe(0);
  });
});
