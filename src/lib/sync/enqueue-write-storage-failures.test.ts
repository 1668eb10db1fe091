// @vitest-environment node
// Node, not jsdom: jsdom's Blob does not survive IndexedDB's structured clone.
import { afterEach, describe, expect, it } from 'vitest';

import { DeviceStorageError } from '../db/device-storage-error.ts';
import { loseConnectionDuringNextWrite } from '../db/testing/lose-connection.ts';

import { createNote, makeNote, photo } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

let db: TestUserDb;
let restore: (() => void) | undefined;
afterEach(async () => {
  restore?.();
  restore = undefined;
  await db.delete();
});

function refuseOutboxWrites(name: string, message: string): () => void {
  const { add } = IDBObjectStore.prototype;
  IDBObjectStore.prototype.add = function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    if (this.name === 'outbox') throw new DOMException(message, name);
    return add.call(this, value, key);
  };
  return () => {
    IDBObjectStore.prototype.add = add;
  };
}

describe('enqueueWrite when the device’s database fails', () => {
  it('lands the write when the engine closes the connection in the middle of it', async () => {
    db = openTestUserDb();
    await db.open();
    restore = loseConnectionDuringNextWrite('outbox');
    const note = makeNote();
    const board = photo('board.jpg', 'chalk');

    await createNote(db, note, { files: [board] });

    expect(await db.notes.get(note.id)).toMatchObject({ id: note.id, syncState: 'pending' });
    expect(await (await db.files.get(board.id))?.blob.text()).toBe('chalk');
    expect(await db.outbox.count()).toBe(1);
  });

  it('says the device’s storage is full when the engine answers QuotaExceededError', async () => {
    db = openTestUserDb();
    restore = refuseOutboxWrites('QuotaExceededError', 'The quota has been exceeded.');

    const saving = createNote(db, makeNote());

    await expect(saving).rejects.toBeInstanceOf(DeviceStorageError);
    await expect(saving).rejects.toMatchObject({ key: 'common.error.deviceStorageFull' });
    expect(await db.notes.count()).toBe(0);
  });

  it('says the device’s storage refused the write for any other refusal', async () => {
    db = openTestUserDb();
    restore = refuseOutboxWrites('UnknownError', 'Error preparing Blob/File data');

    await expect(createNote(db, makeNote())).rejects.toMatchObject({
      key: 'common.error.deviceStorageRefused',
    });
  });
});
