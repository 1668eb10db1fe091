import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import migrationJournal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { idempotencyRecords } from './tables/idempotency-records.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { executeRows } from './execute-rows.ts';
import { migrateDatabase } from './migrate-database.ts';

const userId = '0190f7c0-0000-7000-8000-000000000001';

function makeIdempotencyRecord(overrides: Partial<typeof idempotencyRecords.$inferInsert> = {}) {
  return {
    userId,
    key: 'outbox-entry-1',
    method: 'POST',
    path: '/api/achievements',
    statusCode: 201,
    response: { contentType: 'application/json', body: '{"success":true,"result":{"id":"a1"}}' },
    ...overrides,
  };
}

describe.each(testDatabases())('migrations on $name', ({ name }) => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await buildTestApp({ database: name });
  });

  afterEach(async () => {
    await testApp.close();
  });

  it('can run again at the next start without changing anything', async () => {
    await migrateDatabase(testApp.connection);
    await migrateDatabase(testApp.connection);

    const rows = await executeRows(
      testApp.connection.db,
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    expect(rows).toEqual([{ applied: migrationJournal.entries.length }]);
  });

  it('keeps one stored response per user and Idempotency-Key', async () => {
    const { db } = testApp.connection;
    await db.insert(idempotencyRecords).values(makeIdempotencyRecord());
    await db.insert(idempotencyRecords).values(makeIdempotencyRecord({ key: 'outbox-entry-2' }));

    await expect(
      db.insert(idempotencyRecords).values(makeIdempotencyRecord({ statusCode: 200 })),
    ).rejects.toThrow();

    const stored = await db.select().from(idempotencyRecords);
    expect(stored.map((record) => record.key).sort()).toEqual(['outbox-entry-1', 'outbox-entry-2']);
    expect(stored[0]?.response).toEqual({
      contentType: 'application/json',
      body: '{"success":true,"result":{"id":"a1"}}',
    });
    expect(stored[0]?.createdAt).toBeInstanceOf(Date);
  });
});
