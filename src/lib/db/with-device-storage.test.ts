// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { openTestUserDb, type TestUserDb } from '../sync/testing/test-user-db.ts';

import { connectionLostMessage } from './testing/lose-connection.ts';
import { withDeviceStorage } from './with-device-storage.ts';

let db: TestUserDb;
afterEach(() => db.delete());

describe('withDeviceStorage', () => {
  it('says the device’s storage is not answering when an operation never settles', async () => {
    db = openTestUserDb();
    const never = () => new Promise<never>(() => undefined);

    await expect(withDeviceStorage(db, never, 20)).rejects.toMatchObject({
      name: 'DeviceStorageError',
      key: 'common.error.deviceStorageNotAnswering',
    });
  });

  it('opens the database again and runs the operation once more after a lost connection', async () => {
    db = openTestUserDb();
    await db.open();
    let attempts = 0;
    const written = await withDeviceStorage(db, async () => {
      attempts += 1;
      if (attempts === 1) {
        db.backendDB().close();
        throw new DOMException(connectionLostMessage, 'UnknownError');
      }
      await db.syncMeta.put({ key: 'lastSyncAt', value: 7 });
      return 'written';
    });

    expect(written).toBe('written');
    expect(attempts).toBe(2);
    expect(await db.syncMeta.get('lastSyncAt')).toEqual({ key: 'lastSyncAt', value: 7 });
  });

  it('leaves a database closed on purpose (sign-out) closed', async () => {
    db = openTestUserDb();
    await db.open();
    db.close();

    await expect(withDeviceStorage(db, () => db.syncMeta.count())).rejects.toMatchObject({
      key: 'common.error.deviceStorageRefused',
    });
    expect(db.isOpen()).toBe(false);
  });

  it('lets a failure that is not the database’s through as it was', async () => {
    db = openTestUserDb();
    const bug = new TypeError('not a function');

    await expect(withDeviceStorage(db, () => Promise.reject(bug))).rejects.toBe(bug);
  });
});
