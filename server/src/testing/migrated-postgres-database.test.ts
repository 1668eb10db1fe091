import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { createMigratedPostgresDatabase } from './migrated-postgres-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const migrationCount = readdirSync(fileURLToPath(new URL('../../drizzle', import.meta.url))).filter(
  (file) => file.endsWith('.sql'),
).length;

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      'select count(*) from drizzle.__drizzle_migrations',
    );
    return Number(result.rows[0]?.count);
  } finally {
    await client.end();
  }
}

describe.runIf(serverUrl)('throw-away PostgreSQL databases copied from a migrated one', () => {
  it('hands out separate databases, each with every migration applied, several at once', async () => {
    const databases = await Promise.all([
      createMigratedPostgresDatabase(serverUrl ?? ''),
      createMigratedPostgresDatabase(serverUrl ?? ''),
    ]);
    try {
      expect(new Set(databases.map((database) => database.url)).size).toBe(2);
      for (const database of databases)
        expect(await appliedMigrations(database.url)).toBe(migrationCount);
    } finally {
      await Promise.all(databases.map((database) => database.drop()));
    }
  });
});
