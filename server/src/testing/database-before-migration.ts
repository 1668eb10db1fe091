import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';

const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/** Runs one migration file's statements, as the migrator does. */
export async function applyMigration(client: PGlite, file: string): Promise<void> {
  const text = await readFile(`${migrationsFolder}${file}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await client.exec(statement);
  }
}

/**
 * A database as a school had it just before `migration` (a file name in server/drizzle/):
 * every earlier migration applied, in order, for a test to fill and then migrate.
 */
export async function databaseBeforeMigration(migration: string): Promise<PGlite> {
  const client = new PGlite();
  for (const file of (await migrationFiles()).filter((name) => name < migration)) {
    await applyMigration(client, file);
  }
  return client;
}

/** Runs `migration` and every one after it, as the next start of the server would. */
export async function applyMigrationsFrom(client: PGlite, migration: string): Promise<void> {
  for (const file of (await migrationFiles()).filter((name) => name >= migration)) {
    await applyMigration(client, file);
  }
}

async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
}
