// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createNote, makeNote } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';
import { waitForDelivery } from './wait-for-delivery.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;

beforeEach(() => {
  db = openTestUserDb();
});
afterEach(() => db.delete());

describe('waitForDelivery', () => {
  it('answers true once the save’s entries have left the outbox', async () => {
    const { entryId } = await createNote(db, makeNote(), { nowMs });
    const delivered = waitForDelivery(db, { from: nowMs, to: nowMs }, 2_000);
    await db.outbox.delete(entryId);
    expect(await delivered).toBe(true);
  });

  it('answers false when they are still on the device after the wait', async () => {
    await createNote(db, makeNote(), { nowMs });
    expect(await waitForDelivery(db, { from: nowMs, to: nowMs }, 50)).toBe(false);
  });

  it('does not wait for older entries of other saves', async () => {
    await createNote(db, makeNote(), { nowMs: nowMs - 60_000 });
    expect(await waitForDelivery(db, { from: nowMs, to: nowMs + 10 }, 50)).toBe(true);
  });
});
