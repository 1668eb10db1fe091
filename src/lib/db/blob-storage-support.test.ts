// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { openTestUserDb, type TestUserDb } from '../sync/testing/test-user-db.ts';

import { canStoreBlobs } from './blob-storage-support.ts';
import { refuseBlobsLikeWebKit } from './testing/refuse-blobs.ts';

let db: TestUserDb;
let allowBlobs: (() => void) | undefined;
afterEach(async () => {
  allowBlobs?.();
  allowBlobs = undefined;
  await db.delete();
});

describe('canStoreBlobs', () => {
  it('finds that an engine keeping Blobs can store them, and leaves no probe behind', async () => {
    db = openTestUserDb();
    expect(await canStoreBlobs(db)).toBe(true);
    expect(await db.table('storageProbe').count()).toBe(0);
  });

  it('finds that an engine refusing Blobs, as a WebKit private session does, cannot', async () => {
    db = openTestUserDb();
    allowBlobs = refuseBlobsLikeWebKit();
    expect(await canStoreBlobs(db)).toBe(false);
  });

  it('asks the engine once per database', async () => {
    db = openTestUserDb();
    expect(await canStoreBlobs(db)).toBe(true);
    allowBlobs = refuseBlobsLikeWebKit();
    expect(await canStoreBlobs(db)).toBe(true);
  });
});
