// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { openTestUserDb, type TestUserDb } from '../sync/testing/test-user-db.ts';

import { breakConnection } from './testing/lose-connection.ts';

let db: TestUserDb;
let restore: (() => void) | undefined;
afterEach(async () => {
  restore?.();
  restore = undefined;
  await db.delete();
});

describe('a connection the engine lost without a word', () => {
  it('fails the read that found it, and the next read opens a new connection', async () => {
    db = openTestUserDb();
    await db.syncMeta.put({ key: 'lastSyncAt', value: 3 });
    restore = breakConnection(db.backendDB());

    await expect(db.syncMeta.get('lastSyncAt')).rejects.toThrow(/server lost/);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(await db.syncMeta.get('lastSyncAt')).toEqual({ key: 'lastSyncAt', value: 3 });
  });

  it('leaves a database closed on purpose closed', async () => {
    db = openTestUserDb();
    await db.open();
    db.close();
    await expect(db.syncMeta.count()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(db.isOpen()).toBe(false);
    await expect(db.syncMeta.count()).rejects.toThrow(/closed/i);
  });
});
