// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readAttentionItems } from './attention-items.ts';
import { replayOutbox } from './replay-outbox.ts';
import { failureResponse } from './testing/envelopes.ts';
import { acceptingServer, createFakeTransport } from './testing/fake-transport.ts';
import { createNote, makeNote, updateNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;

beforeEach(() => {
  db = openTestUserDb();
});
afterEach(() => db.delete());

describe('readAttentionItems', () => {
  it('lists refused and conflicting records with the server copy and what waits behind', async () => {
    const refused = makeNote();
    const conflicting = makeNote();
    const fine = makeNote();
    await createNote(db, refused, { nowMs });
    await updateNote(db, { ...refused, text: 'later' }, nowMs + 1);
    await db.notes.put({ ...conflicting, version: 1, syncState: 'synced' });
    await updateNote(db, { ...conflicting, text: 'mine' }, nowMs + 2);
    await createNote(db, fine, { nowMs: nowMs + 3 });
    const accept = acceptingServer();
    const { transport } = createFakeTransport((request) => {
      if (request.url.endsWith('/notes') && (request.json as { id: string }).id === refused.id) {
        return failureResponse(400, 'common.error.validation');
      }
      if (request.url.endsWith(conflicting.id)) {
        return failureResponse(409, 'common.error.conflict', {
          result: { id: conflicting.id, version: 2 },
        });
      }
      return accept(request);
    });
    await replayOutbox({
      db,
      transport,
      getAccessToken: () => 'token',
      now: () => nowMs + 10,
      locks: null,
    });

    const items = await readAttentionItems(db);
    expect(items).toEqual([
      expect.objectContaining({
        entry: expect.objectContaining({
          recordId: refused.id,
          state: 'needs_attention',
        }) as unknown,
        conflict: null,
        waitingEntryCount: 1,
      }),
      expect.objectContaining({
        entry: expect.objectContaining({ recordId: conflicting.id, state: 'conflict' }) as unknown,
        conflict: expect.objectContaining({
          serverRecord: { id: conflicting.id, version: 2 },
        }) as unknown,
        waitingEntryCount: 0,
      }),
    ]);
  });
});
