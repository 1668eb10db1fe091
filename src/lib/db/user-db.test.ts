// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { schemaVersions } from './schema.ts';
import { UserDb, userDbName } from './user-db.ts';

/** The database as a later release declares it, with one more feature table. */
class NewerUserDb extends UserDb {
  constructor(userId: string) {
    super(userId);
    this.version(schemaVersions.length + 1).stores({ plans: 'id' });
  }
}

const opened: UserDb[] = [];
function open<T extends UserDb>(db: T): T {
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

describe('UserDb', () => {
  it('is named after its user', () => {
    expect(userDbName('0190-a')).toBe('shawahid-0190-a');
    expect(open(new UserDb('0190-a')).name).toBe('shawahid-0190-a');
  });

  it('keeps each user’s data apart: another user on the device sees none of it', async () => {
    const teacher = open(new UserDb('teacher'));
    const colleague = open(new UserDb('colleague'));
    await teacher.files.put({
      id: 'f1',
      blob: new Blob(['lesson photo']),
      name: 'lesson.jpg',
      type: 'image/jpeg',
      size: 12,
      recordKey: 'notes:n1',
      createdAt: 1,
    });
    await teacher.syncMeta.put({ key: 'lastSyncAt', value: 5 });

    expect(await colleague.files.count()).toBe(0);
    expect(await colleague.syncMeta.count()).toBe(0);
    expect(await open(new UserDb('teacher')).files.count()).toBe(1);
  });

  it('has the core sync tables', async () => {
    const db = open(new UserDb('tables'));
    await db.open();
    // Features add their own tables in later schema versions.
    expect(db.tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['conflicts', 'files', 'outbox', 'syncMeta']),
    );
  });

  it('still opens a database a newer release has upgraded', async () => {
    const newer = open(new NewerUserDb('upgraded'));
    await newer.table('plans').put({ id: 'p1' });
    newer.close();
    const older = open(new UserDb('upgraded'));
    await older.open();
    expect(older.isOpen()).toBe(true);
  });
});
