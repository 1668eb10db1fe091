// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { clearSessionMirror, writeSessionMirror } from '../db/session-mirror.ts';

import { replayStoredSession } from './replay-stored-session.ts';
import { acceptingServer, createFakeTransport } from './testing/fake-transport.ts';
import { createNote, makeNote, updateNote } from './testing/notes-feature.ts';
import { openTestUserDb, TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
const opened: TestUserDb[] = [];
const openDb = (userId: string) => new TestUserDb(userId);

afterEach(async () => {
  await clearSessionMirror();
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

async function userWithOneWaitingNote(): Promise<TestUserDb> {
  const db = openTestUserDb();
  opened.push(db);
  await createNote(db, makeNote(), { nowMs });
  return db;
}

describe('replayStoredSession', () => {
  it('replays the mirrored user’s outbox with the mirrored token', async () => {
    const db = await userWithOneWaitingNote();
    await writeSessionMirror({ userId: db.userId, accessToken: 'mirrored-token' });
    const server = createFakeTransport();

    const report = await replayStoredSession({
      transport: server.transport,
      locks: null,
      now: () => nowMs,
      openDb,
    });
    expect(report).toMatchObject({ outcome: 'finished', sent: 1 });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer mirrored-token');
    expect(await db.outbox.count()).toBe(0);
  });

  it('does nothing when nobody is signed in', async () => {
    const server = createFakeTransport();
    expect(await replayStoredSession({ transport: server.transport, locks: null })).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('stops before sending with another user’s token when the user changed mid-run', async () => {
    const first = openTestUserDb();
    opened.push(first);
    const note = makeNote();
    await createNote(first, note, { nowMs });
    // A later change of the same record: it can only go in a later round, after the switch.
    await updateNote(first, { ...note, text: 'edited' }, nowMs + 1);
    const second = await userWithOneWaitingNote();
    await writeSessionMirror({ userId: first.userId, accessToken: 'first-token' });
    const accept = acceptingServer();
    const server = createFakeTransport(async (request) => {
      await writeSessionMirror({ userId: second.userId, accessToken: 'second-token' });
      return accept(request);
    });

    const report = await replayStoredSession({
      transport: server.transport,
      locks: null,
      now: () => nowMs + 10,
      openDb,
    });
    expect(report?.outcome).toBe('needs_sign_in');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer first-token',
    ]);
    expect(await first.outbox.count()).toBe(1);
    expect(await second.outbox.count()).toBe(1);
  });
});
