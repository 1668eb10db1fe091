// @vitest-environment node
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readSyncStatus, type SyncStatus } from './sync-status.ts';
import { createNote, makeNote, photo, updateNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;

beforeEach(() => {
  db = openTestUserDb();
});
afterEach(() => db.delete());

describe('readSyncStatus', () => {
  it('answers all clear for an empty outbox', async () => {
    expect(await readSyncStatus(db)).toEqual({
      pendingCount: 0,
      needsAttentionCount: 0,
      conflictCount: 0,
      lastSyncAt: null,
      needsSignIn: false,
      nextAttemptAt: null,
      serverUnreachable: false,
      lastPullAt: null,
      uploads: { files: [], uploadedBytes: 0, totalBytes: 0 },
    });
  });

  it('counts records by the state of their oldest entry', async () => {
    const pending = makeNote();
    const refused = makeNote();
    const conflicting = makeNote();
    await createNote(db, pending, { nowMs });
    await updateNote(db, { ...pending, text: 'two entries, one record' }, nowMs + 1);
    const refusedWrite = await createNote(db, refused, { nowMs: nowMs + 2 });
    await updateNote(db, { ...refused, text: 'waits behind the refusal' }, nowMs + 3);
    const conflictWrite = await createNote(db, conflicting, { nowMs: nowMs + 4 });
    await db.outbox.update(refusedWrite.entryId, { state: 'needs_attention' });
    await db.outbox.update(conflictWrite.entryId, { state: 'conflict', nextAttemptAt: nowMs - 5 });
    await db.syncMeta.bulkPut([
      { key: 'lastSyncAt', value: nowMs - 60_000 },
      { key: 'needsSignIn', value: true },
    ]);

    expect(await readSyncStatus(db)).toEqual({
      pendingCount: 1,
      needsAttentionCount: 1,
      conflictCount: 1,
      lastSyncAt: nowMs - 60_000,
      needsSignIn: true,
      nextAttemptAt: nowMs,
      serverUnreachable: false,
      lastPullAt: null,
      uploads: { files: [], uploadedBytes: 0, totalBytes: 0 },
    });
  });

  it('adds up the bytes sent of the files still waiting to reach the server', async () => {
    const board = photo('board.jpg', 'b'.repeat(1_000));
    const worksheet = photo('worksheet.jpg', 'w'.repeat(3_000));
    const sent = photo('sent.jpg', 's'.repeat(500));
    await createNote(db, makeNote(), { files: [board, worksheet, sent], nowMs });
    await db.files.update(board.id, { uploadedBytes: 400 });
    await db.files.update(sent.id, { uploadedId: 'server-file-1', uploadedBytes: 500 });

    expect((await readSyncStatus(db)).uploads).toEqual({
      files: [
        { id: board.id, name: 'board.jpg', size: 1_000, uploadedBytes: 400 },
        { id: worksheet.id, name: 'worksheet.jpg', size: 3_000, uploadedBytes: 0 },
      ],
      uploadedBytes: 400,
      totalBytes: 4_000,
    });
  });

  it('does not ask for sign-in when nothing waits any more', async () => {
    await db.syncMeta.put({ key: 'needsSignIn', value: true });
    expect((await readSyncStatus(db)).needsSignIn).toBe(false);
    await createNote(db, makeNote(), { nowMs });
    expect((await readSyncStatus(db)).needsSignIn).toBe(true);
  });

  it('updates a live query when a write is queued', async () => {
    const seen: SyncStatus[] = [];
    const subscription = liveQuery(() => readSyncStatus(db)).subscribe((status) =>
      seen.push(status),
    );
    await waitFor(() => seen.length === 1);
    await createNote(db, makeNote(), { nowMs });
    await waitFor(() => seen.at(-1)?.pendingCount === 1);
    subscription.unsubscribe();
    expect(seen.map((status) => status.pendingCount)).toEqual([0, 1]);
  });

  it('says the server is out of reach only while items still wait for it', async () => {
    await db.syncMeta.put({ key: 'serverUnreachableAt', value: nowMs });
    expect((await readSyncStatus(db)).serverUnreachable).toBe(false);
    await createNote(db, makeNote(), { nowMs });
    expect((await readSyncStatus(db)).serverUnreachable).toBe(true);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let round = 0; round < 200 && !condition(); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (!condition()) throw new Error('condition never became true');
}
