// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Achievement } from '../../../contract/achievements.ts';
import { toSnakeCaseKeys } from '../../../contract/case-keys.ts';
import type { PullChange } from '../../../contract/sync-pull.ts';

import { pullChanges, type PullOptions } from './pull-changes.ts';
import type { PullMappings } from './pull-mapping.ts';
import { failureResponse, successResponse } from './testing/envelopes.ts';
import { createNote, makeNote, photo } from './testing/notes-feature.ts';
import { openTestUserDb, type TestUserDb } from './testing/test-user-db.ts';

const nowMs = Date.UTC(2030, 8, 1, 9, 0);
let db: TestUserDb;
let pages: { cursorIn: string | null; answer: () => Response }[];
let asked: (string | null)[];

// Pulled achievements land in the test feature's notes table.
const mappings: PullMappings = {
  achievements: {
    dexieTable: 'notes',
    toRow: (record) => ({
      id: record.id,
      text: record.description,
      fileIds: [],
      version: record.version,
      syncState: 'synced',
    }),
  },
};

function achievement(id: string, description: string, version = 1): Achievement {
  return {
    id,
    ownerId: 'owner',
    description,
    eventStartAt: '2030-09-01T09:00:00+03:00',
    durationMinutes: 45,
    location: '',
    criterionIds: [],
    evidenceType: 'other',
    files: [],
    links: [],
    version,
    createdAt: '2030-09-01T06:00:00.000Z',
    updatedAt: '2030-09-01T06:00:00.000Z',
    reviewStatus: 'pending',
    reviews: [],
  };
}

const put = (record: Achievement): PullChange => ({
  table: 'achievements',
  op: 'put',
  id: record.id,
  record,
});
const removed = (id: string): PullChange => ({ table: 'achievements', op: 'delete', id });

function page(
  cursorIn: string | null,
  changes: PullChange[],
  next: { cursor: string; hasMore?: boolean; reset?: boolean },
) {
  pages.push({
    cursorIn,
    answer: () =>
      successResponse(
        toSnakeCaseKeys({
          changes,
          cursor: next.cursor,
          hasMore: next.hasMore ?? false,
          reset: next.reset ?? false,
        }),
      ),
  });
}

function options(overrides: Partial<PullOptions> = {}): PullOptions {
  return {
    db,
    mappings,
    now: () => nowMs,
    getAccessToken: () => 'token',
    transport: async (url) => {
      const cursor = new URL(url, 'https://school.example').searchParams.get('cursor');
      asked.push(cursor);
      const next = pages.find((candidate) => candidate.cursorIn === cursor);
      if (!next) throw new Error(`no page for cursor ${cursor}`);
      return next.answer();
    },
    ...overrides,
  };
}

beforeEach(() => {
  db = openTestUserDb();
  pages = [];
  asked = [];
});
afterEach(() => db.delete());

describe('pullChanges', () => {
  it('writes every page into the table and keeps the last cursor for next time', async () => {
    page(null, [put(achievement('a', 'first'))], { cursor: 'c1', hasMore: true, reset: true });
    page('c1', [put(achievement('b', 'second'))], { cursor: 'c2' });
    expect(await pullChanges(options())).toEqual({
      outcome: 'finished',
      changes: 2,
      pages: 2,
      tablesChanged: new Set(['achievements']),
    });
    expect((await db.notes.toArray()).map((row) => row.text).sort()).toEqual(['first', 'second']);
    expect(await db.syncMeta.get('pullCursor')).toMatchObject({ value: 'c2' });
    expect(await db.syncMeta.get('lastPullAt')).toMatchObject({ value: nowMs });

    page('c2', [put(achievement('a', 'edited elsewhere', 2)), removed('b')], { cursor: 'c3' });
    await pullChanges(options());
    expect(asked.at(-1)).toBe('c2');
    expect(await db.notes.toArray()).toEqual([
      expect.objectContaining({ id: 'a', text: 'edited elsewhere', version: 2 }),
    ]);
  });

  it('reports the tables it brought changes of, those no feature keeps on the device too', async () => {
    page(null, [put(achievement('a', 'first'))], { cursor: 'c1', hasMore: true, reset: true });
    page('c1', [{ table: 'subscription', op: 'put', id: 'current', record: null }], {
      cursor: 'c2',
    });
    const report = await pullChanges(options());
    expect(report.tablesChanged).toEqual(new Set(['achievements', 'subscription']));

    page('c2', [], { cursor: 'c3' });
    expect((await pullChanges(options())).tablesChanged).toEqual(new Set());
  });

  it('never overwrites or deletes a change that has not reached the server', async () => {
    const pending = makeNote({ text: 'typed offline' });
    await createNote(db, pending, { nowMs });
    const deletedHere = makeNote({ text: 'synced' });
    await db.notes.put({ ...deletedHere, version: 1, syncState: 'synced', deletedLocally: true });
    page(null, [put(achievement(pending.id, 'server copy', 4)), removed(deletedHere.id)], {
      cursor: 'c1',
    });
    await pullChanges(options());
    expect(await db.notes.get(pending.id)).toMatchObject({ text: 'typed offline' });
    expect(await db.notes.get(deletedHere.id)).toMatchObject({ deletedLocally: true });
  });

  it('never replaces a newer copy with an older one that arrives late', async () => {
    await db.notes.put({
      id: 'a',
      text: 'version 3',
      fileIds: [],
      version: 3,
      syncState: 'synced',
    });
    page(null, [put(achievement('a', 'version 2', 2))], { cursor: 'c1' });
    await pullChanges(options());
    expect(await db.notes.get('a')).toMatchObject({ text: 'version 3' });
  });

  it('deletes, after a full resync, the synced rows no page carried, with their files', async () => {
    await db.notes.put({ id: 'kept', text: 'x', fileIds: [], version: 1, syncState: 'synced' });
    await db.notes.put({ id: 'gone', text: 'x', fileIds: [], version: 1, syncState: 'synced' });
    const { id, blob, name } = photo();
    await db.files.put({
      id,
      blob,
      name,
      type: blob.type,
      size: blob.size,
      recordKey: 'notes:gone',
      createdAt: nowMs,
    });
    const waiting = makeNote();
    await createNote(db, waiting, { nowMs });
    await db.syncMeta.put({ key: 'pullCursor', value: 'old' });
    page('old', [put(achievement('kept', 'x'))], { cursor: 'r1', hasMore: true, reset: true });
    page('r1', [], { cursor: 'r2' });
    await pullChanges(options());
    expect((await db.notes.toArray()).map((row) => row.id).sort()).toEqual(
      ['kept', waiting.id].sort(),
    );
    expect(await db.files.where('recordKey').equals('notes:gone').count()).toBe(0);
    expect(await db.syncMeta.get('pullCursor')).toMatchObject({ value: 'r2' });
  });

  it('starts a cut-off resync over, keeping the old cursor, instead of deleting on half the pages', async () => {
    await db.notes.put({ id: 'b', text: 'x', fileIds: [], version: 1, syncState: 'synced' });
    await db.syncMeta.put({ key: 'pullCursor', value: 'old' });
    page('old', [put(achievement('a', 'x'))], { cursor: 'r1', hasMore: true, reset: true });
    pages.push({ cursorIn: 'r1', answer: () => failureResponse(503, 'common.error.server') });
    expect(await pullChanges(options())).toMatchObject({ outcome: 'unreachable' });
    expect(await db.notes.get('b')).toBeDefined();
    expect(await db.syncMeta.get('pullCursor')).toMatchObject({ value: 'old' });
  });

  it('continues a cut-off incremental pull from the last page written', async () => {
    await db.syncMeta.put({ key: 'pullCursor', value: 'c0' });
    page('c0', [put(achievement('a', 'x'))], { cursor: 'c1', hasMore: true });
    // No page answers for c1: the connection dropped.
    expect(await pullChanges(options())).toMatchObject({ outcome: 'unreachable' });
    expect(await db.syncMeta.get('pullCursor')).toMatchObject({ value: 'c1' });
  });

  it('counts what a new device’s first pull has brought so far, until it is done', async () => {
    let countDuringSecondPage: unknown;
    page(null, [put(achievement('a', 'x')), put(achievement('b', 'y'))], {
      cursor: 'r1',
      hasMore: true,
      reset: true,
    });
    pages.push({
      cursorIn: 'r1',
      answer: () => {
        void db.syncMeta.get('firstPullCount').then((row) => (countDuringSecondPage = row?.value));
        return successResponse(
          toSnakeCaseKeys({ changes: [], cursor: 'r2', hasMore: false, reset: false }),
        );
      },
    });
    await pullChanges(options());
    expect(countDuringSecondPage).toBe(2);
    expect(await db.syncMeta.get('firstPullCount')).toBeUndefined();
  });

  it('asks for sign-in on a 401 and writes nothing', async () => {
    pages.push({ cursorIn: null, answer: () => failureResponse(401, 'common.error.unauthorized') });
    expect(await pullChanges(options())).toMatchObject({ outcome: 'needs_sign_in' });
    expect(await db.notes.count()).toBe(0);
  });
});
