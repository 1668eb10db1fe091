// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { applyOutcome, type ApplyContext } from './apply-outcome.ts';
import { createNote, makeNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;
let context: ApplyContext;

beforeEach(() => {
  db = openTestUserDb();
  context = { db, now: () => nowMs, random: () => 0.5 };
});
afterEach(() => db.delete());

async function queuedEntry() {
  const note = makeNote();
  const { entryId } = await createNote(db, note, { nowMs });
  const entry = await db.outbox.get(entryId);
  if (!entry) throw new Error('not queued');
  return { note, entry };
}

describe('applyOutcome', () => {
  it('does not bring back an entry the user discarded while it was in flight', async () => {
    const { note, entry } = await queuedEntry();
    await db.outbox.delete(entry.id);
    await db.notes.delete(note.id);

    await applyOutcome(context, entry, {
      kind: 'retry',
      error: { status: 500, key: 'common.error.server', fieldErrors: [] },
      retryAfterMs: null,
    });
    await applyOutcome(context, entry, { kind: 'sent', result: { id: note.id, version: 1 } });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notes.count()).toBe(0);
  });

  it('ignores an old answer for an entry that was reset meanwhile', async () => {
    const { entry } = await queuedEntry();
    await db.outbox.update(entry.id, { idempotencyKey: 'a-newer-key' });
    await applyOutcome(context, entry, {
      kind: 'rejected',
      error: { status: 400, key: 'common.error.validation', fieldErrors: [] },
    });
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('counts a refusal as an attempt and keeps the record', async () => {
    const { note, entry } = await queuedEntry();
    await applyOutcome(context, entry, {
      kind: 'rejected',
      error: { status: 403, key: 'common.error.forbidden', fieldErrors: [] },
    });
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'needs_attention', attempts: 1 });
    expect(await db.notes.get(note.id)).toMatchObject({
      text: note.text,
      syncState: 'needs_attention',
    });
  });

  it('leaves the entry untouched on 401 and remembers that sign-in is needed', async () => {
    const { entry } = await queuedEntry();
    await applyOutcome(context, entry, {
      kind: 'unauthorized',
      error: { status: 401, key: 'common.error.invalidToken', fieldErrors: [] },
    });
    expect(await db.outbox.get(entry.id)).toEqual(entry);
    expect(await db.syncMeta.get('needsSignIn')).toEqual({ key: 'needsSignIn', value: true });
  });
});
