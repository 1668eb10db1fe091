// @vitest-environment node
// Node, not jsdom: jsdom's Blob does not survive IndexedDB's structured clone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { closeUserDb, openUserDb } from '../../lib/db/current-user-db.ts';
import type { UserDb } from '../../lib/db/user-db.ts';
import { replayOutbox } from '../../lib/sync/replay-outbox.ts';
import { failureResponse, successResponse } from '../../lib/sync/testing/envelopes.ts';
import { createFakeLockManager } from '../../lib/sync/testing/fake-lock-manager.ts';
import {
  createFakeTransport,
  type FakeTransport,
  type RecordedRequest,
} from '../../lib/sync/testing/fake-transport.ts';
import { uuidv7 } from '../../../contract/uuid-v7.ts';

import { achievementsTable } from './achievement-row.ts';
import { createAchievement, updateAchievement } from './achievement-writes.ts';
import { achievementInput as makeInput, photoDraft as photo } from './testing/achievement-input.ts';

// A save reported "the device's storage is not answering" may still land later; the form then
// saves the same values again under the same ids (docs/sync.md, "A write").

let db: UserDb;

interface ServerAchievement {
  description: string;
  fileIds: string[];
  version: number;
}

/** The achievements routes as the server keeps them: a taken id is refused, files counted. */
function achievementsServer() {
  const records = new Map<string, ServerAchievement>();
  let uploads = 0;
  const respond = (request: RecordedRequest): Response => {
    if (request.upload) {
      uploads += 1;
      return successResponse({ id: `server-file-${uploads}` }, 201);
    }
    const path = new URL(request.url, 'http://device').pathname;
    const body = request.json as { id?: string; description: string; file_ids: string[] };
    if (request.method === 'POST' && path === '/api/achievements') {
      const id = body.id ?? '';
      if (records.has(id)) return failureResponse(409, 'common.error.conflict');
      records.set(id, { description: body.description, fileIds: body.file_ids, version: 1 });
      return successResponse({ ...body, version: 1 }, 201);
    }
    const id = path.slice('/api/achievements/'.length);
    const record = records.get(id);
    if (request.method === 'PUT' && record) {
      const updated = {
        description: body.description,
        fileIds: body.file_ids,
        version: record.version + 1,
      };
      records.set(id, updated);
      return successResponse({ ...body, id, version: updated.version });
    }
    return failureResponse(404, 'common.error.notFound');
  };
  return { records, uploads: () => uploads, respond };
}

let server: ReturnType<typeof achievementsServer>;
let transport: FakeTransport;

function replay() {
  return replayOutbox({
    db,
    transport: transport.transport,
    getAccessToken: () => 'token-of-user',
    now: () => Date.now() + 60_000,
    random: () => 0.5,
    locks: createFakeLockManager(),
  });
}

beforeEach(() => {
  db = openUserDb(`user-${uuidv7()}`);
  server = achievementsServer();
  transport = createFakeTransport(server.respond);
});

afterEach(() => closeUserDb());

async function expectOneRecordOnTheDevice(id: string, description: string, fileCount: number) {
  const rows = await achievementsTable(db).toArray();
  expect(rows.map((row) => row.id)).toEqual([id]);
  expect(rows[0]).toMatchObject({ description });
  expect(rows[0]?.files).toHaveLength(fileCount);
  const fileRows = await db.files.toArray();
  expect(fileRows.map((file) => file.id).sort()).toEqual([...(rows[0]?.fileIds ?? [])].sort());
}

async function expectOneRecordOnTheServer(id: string, description: string, fileCount: number) {
  await replay();
  expect(await db.outbox.count()).toBe(0);
  expect([...server.records.keys()]).toEqual([id]);
  expect(server.records.get(id)).toMatchObject({ description });
  expect(server.records.get(id)?.fileIds).toHaveLength(fileCount);
  expect(new Set(server.records.get(id)?.fileIds).size).toBe(fileCount);
  expect(server.uploads()).toBe(fileCount);
  expect(await achievementsTable(db).get(id)).toMatchObject({ syncState: 'synced' });
}

describe('saving a new achievement again under the same id', () => {
  it('creates the record under the id the form keeps when the first save never landed', async () => {
    const id = uuidv7();
    await createAchievement(id, makeInput({ newFiles: [photo('board.jpg')] }));
    await expectOneRecordOnTheDevice(id, 'Reading lesson', 1);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', body: { id } });
    await expectOneRecordOnTheServer(id, 'Reading lesson', 1);
  });

  it('keeps one record with the latest values when the first save landed unsent', async () => {
    const id = uuidv7();
    await createAchievement(id, makeInput());
    await createAchievement(id, makeInput({ description: 'Reading lesson, second try' }));
    await expectOneRecordOnTheDevice(id, 'Reading lesson, second try', 0);
    await expectOneRecordOnTheServer(id, 'Reading lesson, second try', 0);
  });

  it('keeps its files once when the first save with files landed unsent', async () => {
    const id = uuidv7();
    const files = [photo('board.jpg'), photo('worksheet.jpg')];
    await createAchievement(id, makeInput({ newFiles: files }));
    await createAchievement(id, makeInput({ description: 'Second try', newFiles: files }));
    await expectOneRecordOnTheDevice(id, 'Second try', 2);
    await expectOneRecordOnTheServer(id, 'Second try', 2);
  });

  it('keeps one record and its files once when the first save was already sent', async () => {
    const id = uuidv7();
    const files = [photo('board.jpg')];
    await createAchievement(id, makeInput({ newFiles: files }));
    await replay();
    expect(server.records.size).toBe(1);

    await createAchievement(id, makeInput({ description: 'Second try', newFiles: files }));
    await expectOneRecordOnTheDevice(id, 'Second try', 1);
    await expectOneRecordOnTheServer(id, 'Second try', 1);
    expect(server.records.get(id)?.version).toBe(2);
  });

  it('adds a file picked after the failed save to the files the first save kept', async () => {
    const id = uuidv7();
    const board = photo('board.jpg');
    await createAchievement(id, makeInput({ newFiles: [board] }));
    await createAchievement(id, makeInput({ newFiles: [board, photo('worksheet.jpg')] }));
    await expectOneRecordOnTheDevice(id, 'Reading lesson', 2);
    await expectOneRecordOnTheServer(id, 'Reading lesson', 2);
  });

  it('keeps one record when the second save starts before the first has landed', async () => {
    const id = uuidv7();
    const files = [photo('board.jpg')];
    await Promise.all([
      createAchievement(id, makeInput({ newFiles: files })),
      createAchievement(id, makeInput({ description: 'Second try', newFiles: files })),
    ]);
    await expectOneRecordOnTheDevice(id, 'Second try', 1);
    await expectOneRecordOnTheServer(id, 'Second try', 1);
  });

  it('stores a photo added in an edit once when the edit is saved again', async () => {
    const id = uuidv7();
    await createAchievement(id, makeInput());
    await replay();
    const files = [photo('board.jpg')];
    await updateAchievement(id, makeInput({ description: 'Edited', newFiles: files }));
    await updateAchievement(id, makeInput({ description: 'Edited again', newFiles: files }));
    await expectOneRecordOnTheDevice(id, 'Edited again', 1);
    await expectOneRecordOnTheServer(id, 'Edited again', 1);
  });
});
