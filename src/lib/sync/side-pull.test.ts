// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sidePullIntoTable } from './side-pull.ts';
import { createNote, makeNote } from './testing/notes-feature.ts';
import { openTestUserDb, type NoteRow, type TestUserDb } from './testing/test-user-db.ts';

interface ServerNote {
  id: string;
  version: number;
  text: string;
}
const toRow = (note: ServerNote): NoteRow => ({ ...note, fileIds: [], syncState: 'synced' });

let db: TestUserDb;
beforeEach(() => {
  db = openTestUserDb();
});
afterEach(async () => {
  await db.delete();
});

describe('sidePullIntoTable', () => {
  it('takes the server list, keeps a change still waiting, and deletes an unlisted synced row in scope', async () => {
    await db.notes.bulkPut([toRow({ id: 'gone', version: 1, text: 'deleted elsewhere' })]);
    const waiting = makeNote({ text: 'typed offline' });
    await createNote(db, waiting);

    const reached = await sidePullIntoTable(db, db.notes, {
      fetchRecords: () =>
        Promise.resolve([
          { id: 'new', version: 2, text: 'from the server' },
          { id: waiting.id, version: 7, text: 'server copy' },
        ]),
      toRow,
      rowsInScope: (table) => table.toArray(),
    });

    expect(reached).toBe(true);
    const rows = await db.notes.orderBy('id').toArray();
    expect(rows.map((row) => [row.id, row.text])).toEqual(
      [
        ['new', 'from the server'],
        [waiting.id, 'typed offline'],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  });

  it('without a scope touches only listed rows, and a failed fetch changes nothing', async () => {
    await db.notes.bulkPut([toRow({ id: 'other', version: 1, text: 'not in the list' })]);

    await sidePullIntoTable(db, db.notes, {
      fetchRecords: () => Promise.resolve([{ id: 'listed', version: 1, text: 'listed' }]),
      toRow,
    });
    const failed = await sidePullIntoTable(db, db.notes, {
      fetchRecords: () => Promise.reject(new Error('offline')),
      toRow,
    });

    expect(failed).toBe(false);
    expect((await db.notes.toArray()).map((row) => row.id).sort()).toEqual(['listed', 'other']);
  });
});
