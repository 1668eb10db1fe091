import { PGlite } from '@electric-sql/pglite';

import { connectDatabase, pgliteConnection } from '../db/connect-database.ts';
import type { DatabaseConnection } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate-database.ts';

let migratedDump: Promise<File | Blob> | undefined;

async function dumpOfMigratedDatabase(): Promise<File | Blob> {
  const template = await connectDatabase({ driver: 'pglite' });
  try {
    await migrateDatabase(template);
    if (template.driver !== 'pglite') throw new Error('expected a PGlite template');
    return await template.client.dumpDataDir('none');
  } finally {
    await template.close();
  }
}

/**
 * A fresh in-memory PGlite with every migration applied. Setting up PGlite and migrating take
 * seconds, so each test worker does it once and later databases start from a copy of that.
 */
export async function openMigratedPglite(): Promise<DatabaseConnection> {
  migratedDump ??= dumpOfMigratedDatabase();
  const client = new PGlite({ loadDataDir: await migratedDump });
  await client.waitReady;
  return pgliteConnection(client);
}
