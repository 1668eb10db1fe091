import { fileURLToPath } from 'node:url';

import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import type { DatabaseConnection } from './database.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same for every instance of this app.
const migrationLockId = 4_207_001;

/** Applies the SQL migrations of `server/drizzle/` that the database has not seen yet. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: connection.client }), { migrationsFolder });
    return;
  }
  // Several instances may start at once: a session advisory lock makes them migrate in turn,
  // so the later ones find the migrations applied.
  const session = await connection.client.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [migrationLockId]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: session }), { migrationsFolder });
    } finally {
      await session.query('select pg_advisory_unlock($1)', [migrationLockId]);
    }
  } finally {
    session.release();
  }
}
