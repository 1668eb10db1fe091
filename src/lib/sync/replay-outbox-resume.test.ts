// @vitest-environment node
// Node, not jsdom: the replay runs in the service worker too, and jsdom's Blob does not
// survive IndexedDB's structured clone.
import Dexie from 'dexie';
import { describe, expect, vi } from 'vitest';

import { uploadChunkBytes } from './resumable-upload.ts';
import { acceptingServer } from './testing/fake-transport.ts';
import { makeNote, createNote, photo } from './testing/notes-feature.ts';
import { replayTest as it, type ReplayHarness } from './testing/replay-harness.ts';

const photoBytes = 'x'.repeat(300_000);

function transfers(h: ReplayHarness) {
  return h.server.uploadTransfers.map(({ method, offset }) => `${method} @${offset}`);
}

/**
 * The engine refuses to rewrite a file's row, which holds its bytes (WebKit: a Blob it cannot
 * prepare again, a connection it closed): the upload's address, its progress, the server's id.
 */
function refuseRewritingFileRows(h: ReplayHarness): void {
  vi.spyOn(h.db.files, 'update').mockImplementation(() =>
    Dexie.Promise.reject(new DOMException('Error preparing Blob/File data', 'DataError')),
  );
}

describe('replayOutbox: resumable uploads', () => {
  it('continues a cut-off upload from the server’s offset instead of starting over', async ({
    h,
  }) => {
    const board = photo('board.jpg', photoBytes);
    await createNote(h.db, makeNote(), { files: [board], nowMs: h.later() });
    h.server.cutNextUploadAfter(120_000);

    expect(await h.replay()).toMatchObject({ outcome: 'unreachable', sent: 0 });
    const [entry] = await h.db.outbox.toArray();
    // A lost connection is not the entry's fault.
    expect(entry).toMatchObject({ state: 'pending', attempts: 0 });
    expect((await h.db.files.get(board.id))?.uploadUrl).toBeTruthy();

    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(transfers(h)).toEqual(['PATCH @0', 'HEAD @120000', 'PATCH @120000']);
    expect(h.server.uploadedBytesReceived()).toBe(photoBytes.length);
    expect(h.paths()).toEqual(['POST /api/uploads', 'POST /api/notes']);
    expect(await h.db.files.get(board.id)).toMatchObject({
      uploadedId: 'server-file-1',
      uploadedBytes: photoBytes.length,
    });
  });

  it('resumes an upload cut off three times without sending any byte twice', async ({ h }) => {
    const board = photo('board.jpg', photoBytes);
    await createNote(h.db, makeNote(), { files: [board], nowMs: h.later() });
    const shownAfterCuts: (number | undefined)[] = [];
    for (const cut of [50_000, 70_000, 90_000]) {
      h.server.cutNextUploadAfter(cut);
      expect(await h.replay()).toMatchObject({ outcome: 'unreachable' });
      shownAfterCuts.push((await h.db.files.get(board.id))?.uploadedBytes);
    }
    // What the device shows is what the server surely had: the offset the cut PATCH began at.
    expect(shownAfterCuts).toEqual([0, 50_000, 120_000]);
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(h.server.uploadedBytesReceived()).toBe(photoBytes.length);
    expect(transfers(h).filter((transfer) => transfer.startsWith('PATCH'))).toEqual([
      'PATCH @0',
      'PATCH @50000',
      'PATCH @120000',
      'PATCH @210000',
    ]);
  });

  it('sends a large file in requests of at most a chunk, each read into memory as it goes', async ({
    h,
  }) => {
    const videoBytes = 'v'.repeat(2 * uploadChunkBytes + 1_000);
    await createNote(h.db, makeNote(), {
      files: [photo('lesson.mp4', videoBytes)],
      nowMs: h.later(),
    });

    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(h.server.uploadTransfers.map(({ offset, bytes }) => [offset, bytes])).toEqual([
      [0, uploadChunkBytes],
      [uploadChunkBytes, uploadChunkBytes],
      [2 * uploadChunkBytes, 1_000],
    ]);
    expect(h.server.uploadedBytesReceived()).toBe(videoBytes.length);
  });

  it('asks for the file id, sending nothing again, when the last answer was lost', async ({
    h,
  }) => {
    const board = photo('board.jpg', photoBytes);
    await createNote(h.db, makeNote(), { files: [board], nowMs: h.later() });
    h.server.cutNextUploadAfter(photoBytes.length);

    expect(await h.replay()).toMatchObject({ outcome: 'unreachable' });
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(transfers(h)).toEqual(['PATCH @0', 'HEAD @300000']);
    expect(h.server.uploadedBytesReceived()).toBe(photoBytes.length);
    expect(h.server.requests.at(-1)?.json).toMatchObject({ file_ids: ['server-file-1'] });
  });

  it('sends the record with the file id the upload answered even when the device cannot write it down', async ({
    h,
  }) => {
    const board = photo('board.jpg', photoBytes);
    const note = makeNote();
    await createNote(h.db, note, { files: [board], nowMs: h.later() });
    refuseRewritingFileRows(h);

    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(h.paths()).toEqual(['POST /api/uploads', 'POST /api/notes']);
    expect(h.server.requests.at(-1)?.json).toMatchObject({ file_ids: ['server-file-1'] });
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.notes.get(note.id)).toMatchObject({ syncState: 'synced' });
  });

  it('does not ask the server again for a file id it answered in this session', async ({ h }) => {
    const board = photo('board.jpg', photoBytes);
    const note = makeNote();
    await createNote(h.db, note, { files: [board], nowMs: h.later() });
    refuseRewritingFileRows(h);
    h.server.respondWith((request) =>
      request.upload
        ? acceptingServer()(request)
        : new Response(null, { status: 503, headers: { 'Retry-After': '1' } }),
    );

    expect(await h.replay()).toMatchObject({ sent: 0, retrying: 1 });
    h.server.respondWith(acceptingServer());
    h.nowMs += 2_000;
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    // One upload, never checked again: the second round sends the record at once.
    expect(transfers(h)).toEqual(['PATCH @0']);
    expect(h.server.requests.at(-1)?.json).toMatchObject({ file_ids: ['server-file-1'] });
  });

  it('keeps the upload, and its bytes, when the server errs while asked for the offset', async ({
    h,
  }) => {
    const board = photo('board.jpg', photoBytes);
    await createNote(h.db, makeNote(), { files: [board], nowMs: h.later() });
    h.server.cutNextUploadAfter(100_000);
    await h.replay();
    const serverDown = h.server.transport;
    h.server.transport = async (url, init) =>
      init.method === 'HEAD' ? new Response(null, { status: 502 }) : serverDown(url, init);

    expect(await h.replay()).toMatchObject({ outcome: 'unreachable', sent: 0 });
    h.server.transport = serverDown;
    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(h.paths()).toEqual(['POST /api/uploads', 'POST /api/notes']);
    expect(h.server.uploadedBytesReceived()).toBe(photoBytes.length);
  });

  it('starts a new upload when the server no longer has the earlier one', async ({ h }) => {
    const board = photo('board.jpg', photoBytes);
    await createNote(h.db, makeNote(), { files: [board], nowMs: h.later() });
    await h.db.files.update(board.id, { uploadUrl: '/api/uploads/expired-long-ago' });

    expect(await h.replay()).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(h.paths()).toEqual(['POST /api/uploads', 'POST /api/notes']);
    expect(transfers(h)).toEqual(['PATCH @0']);
  });

  it('sends the file’s name with the upload, in any script', async ({ h }) => {
    await createNote(h.db, makeNote(), {
      files: [photo('حصة العلوم.jpg', photoBytes)],
      nowMs: h.later(),
    });
    await h.replay();
    expect(h.server.requests[0]?.upload).toEqual({
      fileName: 'حصة العلوم.jpg',
      type: '',
      size: photoBytes.length,
    });
  });
});
