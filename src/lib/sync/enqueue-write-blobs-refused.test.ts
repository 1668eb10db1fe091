// @vitest-environment node
// Node, not jsdom: jsdom's Blob does not survive IndexedDB's structured clone.
import { afterEach, describe, expect, it } from 'vitest';

import { canStoreBlobs } from '../db/blob-storage-support.ts';
import { refuseBlobsLikeWebKit } from '../db/testing/refuse-blobs.ts';

import { createNote, makeNote, photo } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

let db: TestUserDb;
let allowBlobs: (() => void) | undefined;
afterEach(async () => {
  allowBlobs?.();
  allowBlobs = undefined;
  await db.delete();
});

describe('enqueueWrite where IndexedDB refuses Blobs (a WebKit private session)', () => {
  it('saves the photo, and readers get back a Blob with the same bytes and type', async () => {
    db = openTestUserDb();
    allowBlobs = refuseBlobsLikeWebKit();
    const note = makeNote();
    const board = photo('board.jpg', 'sixteen bytes!!!');

    await createNote(db, note, { files: [board] });

    const stored = await db.files.get(board.id);
    expect(stored).toMatchObject({ name: 'board.jpg', type: 'image/jpeg', size: 16 });
    expect(stored?.blob).toBeInstanceOf(Blob);
    expect(stored?.blob.type).toBe('image/jpeg');
    expect(await stored?.blob.text()).toBe('sixteen bytes!!!');
    expect(await db.outbox.count()).toBe(1);
  });

  it('gives every reader the Blob: a query by record, a bulk read, and after an update', async () => {
    db = openTestUserDb();
    allowBlobs = refuseBlobsLikeWebKit();
    const board = photo('board.jpg', 'chalk');
    const written = await createNote(db, makeNote(), { files: [board] });

    await db.files.update(board.id, { uploadUrl: 'https://example.test/uploads/1' });

    const [byRecord] = await db.files.where('recordKey').equals(written.recordKey).toArray();
    const [byId] = await db.files.bulkGet([board.id]);
    expect(await byRecord?.blob.text()).toBe('chalk');
    expect(await byId?.blob.text()).toBe('chalk');
    expect(byId?.uploadUrl).toBe('https://example.test/uploads/1');
  });

  it('saves the photo as bytes when a Blob is refused although the probe kept one', async () => {
    db = openTestUserDb();
    expect(await canStoreBlobs(db)).toBe(true);
    allowBlobs = refuseBlobsLikeWebKit();
    const board = photo('board.jpg', 'chalk');

    await createNote(db, makeNote(), { files: [board] });

    expect(await (await db.files.get(board.id))?.blob.text()).toBe('chalk');
    expect(await db.outbox.count()).toBe(1);
    expect(await canStoreBlobs(db)).toBe(false);
  });
});
