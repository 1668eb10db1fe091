import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';

import { connectDatabase, pgliteConnection } from '../db/connect-database.ts';
import type { DatabaseConnection } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { migrationsFingerprint } from './migrations-fingerprint.ts';

const cachePrefix = 'shawahid-migrated-pglite-';

function pgliteVersion(): string {
  // The package does not export its package.json; find it above the entry point.
  let folder = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string })
    .version;
}

async function dumpOfFreshlyMigratedDatabase(): Promise<Blob> {
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
 * Creating a PGlite database runs initdb, which takes seconds; test files run in separate
 * workers, so the migrated dump is kept in the temp folder for every file and later runs.
 */
async function dumpOfMigratedDatabase(): Promise<Blob> {
  const cacheName = `${cachePrefix}${migrationsFingerprint(pgliteVersion())}.tar`;
  const cachePath = join(tmpdir(), cacheName);
  try {
    return new Blob([await readFile(cachePath)]);
  } catch {
    const dump = await dumpOfFreshlyMigratedDatabase();
    // Written aside and renamed, so a worker reading at the same time never sees half a file.
    const partPath = `${cachePath}.${process.pid}.part`;
    await writeFile(partPath, Buffer.from(await dump.arrayBuffer()));
    await rename(partPath, cachePath);
    await removeOutdatedDumps(cacheName);
    return dump;
  }
}

async function removeOutdatedDumps(currentName: string): Promise<void> {
  const outdated = (await readdir(tmpdir())).filter(
    (name) => name.startsWith(cachePrefix) && name.endsWith('.tar') && name !== currentName,
  );
  await Promise.all(outdated.map((name) => rm(join(tmpdir(), name), { force: true })));
}

let migratedDump: Promise<Blob> | undefined;

/** A fresh in-memory PGlite with every migration applied, started from a dump of one. */
export async function openMigratedPglite(): Promise<DatabaseConnection> {
  migratedDump ??= dumpOfMigratedDatabase();
  const client = new PGlite({ loadDataDir: await migratedDump });
  await client.waitReady;
  return pgliteConnection(client);
}
