import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { uuidv7 } from '../../../contract/uuid-v7.ts';
import { closeUserDb, openUserDb } from '../db/current-user-db.ts';
import type { UserDb } from '../db/user-db.ts';

import { earlyAnswer, readEarly, useLiveQueryReadEarly } from './early-reads.ts';

interface Note {
  key: string;
  text: string;
}

let db: UserDb;
const notes = () => db.table<Note, string>('syncMeta');
const readNotes = () => notes().orderBy('key').toArray();

beforeEach(async () => {
  db = openUserDb(`user-${uuidv7()}`);
  await notes().bulkPut([
    { key: 'a', text: 'first' },
    { key: 'b', text: 'second' },
  ]);
});

afterEach(() => {
  cleanup();
  closeUserDb();
});

/** The values the hook returned, render after render. */
function renderNotes(key: string | null) {
  const returned: (Note[] | undefined)[] = [];
  const rendered = renderHook(() => {
    const value = useLiveQueryReadEarly(db, key, readNotes, [db]);
    returned.push(value);
    return value;
  });
  return { ...rendered, returned };
}

describe('a read started before the screen', () => {
  it('is what the first render shows, kept as it is when the live query finds the same', async () => {
    await readEarly(db, 'notes', readNotes);
    const { returned } = renderNotes('notes');
    expect(returned[0]?.map((note) => note.text)).toEqual(['first', 'second']);
    // The live query's first answer takes the early one: it is read once.
    await waitFor(() => expect(earlyAnswer(db, 'notes')).toBeUndefined());
    await notes().put({ key: 'c', text: 'third' });
    await waitFor(() => expect(returned.at(-1)).toHaveLength(3));
    // Every render before the write returned the very array read early.
    const beforeWrite = returned.filter((value) => value?.length === 2);
    expect(new Set(beforeWrite)).toEqual(new Set([returned[0]]));
  });

  it('gives way to the live answer when that differs', async () => {
    await readEarly(db, 'notes', readNotes);
    const { returned } = renderNotes('notes');
    expect(returned[0]).toHaveLength(2);
    // A write the early read could not see is dropped with it; here the live query brings it.
    await notes().put({ key: 'c', text: 'third' });
    await waitFor(() => expect(returned.at(-1)).toHaveLength(3));
  });

  it('is not kept across a write: the screen reads afresh', async () => {
    await readEarly(db, 'notes', readNotes);
    await notes().put({ key: 'a', text: 'changed' });
    expect(earlyAnswer(db, 'notes')).toBeUndefined();
    const { returned } = renderNotes('notes');
    expect(returned[0]).toBeUndefined();
    await waitFor(() => expect(returned.at(-1)?.[0]?.text).toBe('changed'));
  });

  it('is not kept when a write ends while it reads', async () => {
    await readEarly(db, 'notes', async () => {
      const read = await readNotes();
      await notes().put({ key: 'a', text: 'changed' });
      return read;
    });
    expect(earlyAnswer(db, 'notes')).toBeUndefined();
  });

  it('is another database’s answer for none but its own', async () => {
    await readEarly(db, 'notes', readNotes);
    const other = openUserDb(`user-${uuidv7()}`);
    expect(earlyAnswer(other, 'notes')).toBeUndefined();
  });

  it('is not shown where the screen asks for something else', async () => {
    await readEarly(db, 'notes', readNotes);
    const { returned } = renderNotes(null);
    expect(returned[0]).toBeUndefined();
    await waitFor(() => expect(returned.at(-1)).toHaveLength(2));
  });
});
