// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { entriesOfRecord, recordHeads } from './outbox-queries.ts';
import { createNote, makeNote, updateNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;

beforeEach(() => {
  db = openTestUserDb();
});
afterEach(() => db.delete());

describe('outbox queries', () => {
  it('orders a record’s entries of the same millisecond by their increasing ids', async () => {
    const note = makeNote();
    const writes = [
      await createNote(db, note, { nowMs }),
      await updateNote(db, { ...note, text: 'b' }, nowMs),
      await updateNote(db, { ...note, text: 'c' }, nowMs),
    ];
    const entries = await entriesOfRecord(db, `notes:${note.id}`);
    expect(entries.map((entry) => entry.id)).toEqual(writes.map((write) => write.entryId));
  });

  it('answers the oldest entry of each record, oldest record first', async () => {
    const older = makeNote();
    const newer = makeNote();
    await createNote(db, newer, { nowMs: nowMs + 5 });
    const olderHead = await createNote(db, older, { nowMs });
    await updateNote(db, { ...older, text: 'later' }, nowMs + 10);

    const heads = await recordHeads(db);
    expect(heads.map((head) => head.recordId)).toEqual([older.id, newer.id]);
    expect(heads[0]?.id).toBe(olderHead.entryId);
  });
});
