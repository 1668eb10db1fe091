// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { discardRecordChanges, previewDiscard } from './discard-record-changes.ts';
import { createNote, makeNote, photo, updateNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;

beforeEach(() => {
  db = openTestUserDb();
});
afterEach(() => db.delete());

describe('discardRecordChanges', () => {
  it('previews every entry, the local copy and the files, and changes nothing', async () => {
    const note = makeNote();
    const board = photo('board.jpg', 'the photo');
    const created = await createNote(db, note, { files: [board], nowMs });
    await updateNote(db, { ...note, text: 'edited' }, nowMs + 1);

    const preview = await previewDiscard(db, created.recordKey);
    expect(preview?.entries.map((entry) => entry.operation)).toEqual(['create', 'update']);
    expect(preview?.record).toMatchObject({ id: note.id, text: 'edited' });
    expect(await preview?.files[0]?.blob.text()).toBe('the photo');
    expect(await db.outbox.count()).toBe(2);
  });

  it('drops all of the record and only that record, answering what was dropped', async () => {
    const note = makeNote();
    const other = makeNote();
    const created = await createNote(db, note, { files: [photo()], nowMs });
    await updateNote(db, { ...note, text: 'edited' }, nowMs + 1);
    await createNote(db, other, { files: [photo()], nowMs: nowMs + 2 });
    await db.conflicts.put({
      recordKey: created.recordKey,
      recordTable: 'notes',
      recordId: note.id,
      entryId: created.entryId,
      serverRecord: { id: note.id, version: 3 },
      detectedAt: nowMs,
    });

    const discarded = await discardRecordChanges(db, created.recordKey);
    expect(discarded?.entries).toHaveLength(2);
    expect(discarded?.record).toMatchObject({ id: note.id });
    expect(await db.notes.get(note.id)).toBeUndefined();
    expect(await db.conflicts.count()).toBe(0);
    expect((await db.outbox.toArray()).map((entry) => entry.recordId)).toEqual([other.id]);
    expect((await db.files.toArray()).map((file) => file.recordKey)).toEqual([`notes:${other.id}`]);
    expect(await db.notes.get(other.id)).toBeDefined();
  });

  it('answers null for a record with nothing unsynced', async () => {
    expect(await discardRecordChanges(db, 'notes:nothing')).toBeNull();
  });
});
