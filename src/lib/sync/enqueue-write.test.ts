// @vitest-environment node
// Node, not jsdom: this code runs in the service worker too, and jsdom's Blob does not
// survive IndexedDB's structured clone.
import { afterEach, describe, expect, it } from 'vitest';

import { createNote, deleteNote, makeNote, photo, updateNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;

afterEach(() => db.delete());

describe('enqueueWrite', () => {
  it('saves the record as pending, its photos and one outbox entry', async () => {
    db = openTestUserDb();
    const note = makeNote();
    const board = photo('board.jpg', 'sixteen bytes!!!');
    const written = await createNote(db, note, { files: [board], nowMs });

    expect(await db.notes.get(note.id)).toEqual({
      ...note,
      fileIds: [board.id],
      syncState: 'pending',
    });
    const stored = await db.files.get(board.id);
    expect(stored).toMatchObject({
      name: 'board.jpg',
      type: 'image/jpeg',
      size: 16,
      recordKey: `notes:${note.id}`,
    });
    expect(await stored?.blob.text()).toBe('sixteen bytes!!!');

    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      id: written.entryId,
      recordKey: `notes:${note.id}`,
      recordTable: 'notes',
      recordId: note.id,
      operation: 'create',
      method: 'POST',
      path: '/notes',
      body: { ...note, fileIds: [board.id] },
      fileRefs: [board.id],
      fileUploadPath: '/files',
      attempts: 0,
      nextAttemptAt: nowMs,
      state: 'pending',
      createdAt: nowMs,
    });
    expect(entry?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(written.fileIds).toEqual([board.id]);
  });

  it('never stores file bytes in the outbox entry', async () => {
    db = openTestUserDb();
    await createNote(db, makeNote(), { files: [photo()], nowMs });
    const [entry] = await db.outbox.toArray();
    expect(JSON.stringify(entry)).not.toContain('jpeg-bytes');
    expect(Object.values(entry ?? {}).some((value) => value instanceof Blob)).toBe(false);
  });

  it('keeps nothing when the outbox entry cannot be added', async () => {
    db = openTestUserDb();
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    const note = makeNote();
    await expect(createNote(db, note, { files: [photo()], nowMs })).rejects.toThrow('disk full');
    expect(await db.notes.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends an update with the server version the local copy is based on', async () => {
    db = openTestUserDb();
    const note = makeNote();
    await db.notes.put({ ...note, version: 7, syncState: 'synced' });
    await updateNote(db, { ...note, text: 'Fractions, revised' }, nowMs);

    expect(await db.notes.get(note.id)).toMatchObject({
      text: 'Fractions, revised',
      version: 7,
      syncState: 'pending',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      operation: 'update',
      method: 'PATCH',
      body: { text: 'Fractions, revised', version: 7 },
    });
  });

  it('marks a deleted record instead of removing it, and sends the version with the delete', async () => {
    db = openTestUserDb();
    const note = makeNote();
    await db.notes.put({ ...note, version: 3, syncState: 'synced' });
    await deleteNote(db, note.id, nowMs);

    expect(await db.notes.get(note.id)).toMatchObject({
      deletedLocally: true,
      syncState: 'pending',
      version: 3,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      operation: 'delete',
      method: 'DELETE',
      path: `/notes/${note.id}`,
      body: { version: 3 },
    });
  });

  it('keeps a blocked record shown as blocked when it is edited again', async () => {
    db = openTestUserDb();
    const note = makeNote();
    await db.notes.put({ ...note, syncState: 'needs_attention' });
    await updateNote(db, { ...note, text: 'Fixed' }, nowMs);
    expect(await db.notes.get(note.id)).toMatchObject({
      text: 'Fixed',
      syncState: 'needs_attention',
    });
  });

  it('gives each entry its own idempotency key', async () => {
    db = openTestUserDb();
    const note = makeNote();
    await createNote(db, note, { nowMs });
    await updateNote(db, { ...note, text: 'Again' }, nowMs);
    const keys = (await db.outbox.toArray()).map((entry) => entry.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});
