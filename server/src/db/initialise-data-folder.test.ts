import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import migrationJournal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { connectDatabase } from './connect-database.ts';
import { executeRows } from './execute-rows.ts';
import { initialiseDataFolder, needsInitialising } from './initialise-data-folder.ts';

describe('an empty data folder, made in a child process', () => {
  let parent: string;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'shawahid-initialise-'));
  });

  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  async function appliedMigrations(folder: string) {
    const connection = await connectDatabase({ driver: 'pglite', dataDir: folder });
    try {
      const [row] = await executeRows<{ count: number }>(
        connection.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      return row?.count;
    } finally {
      await connection.close();
    }
  }

  it('opens with every migration applied, and leaves nothing beside the folder', async () => {
    const folder = join(parent, 'pglite');

    expect(await appliedMigrations(folder)).toBe(migrationJournal.entries.length);
    expect(readdirSync(parent)).toEqual(['pglite']);
    // Opened again, it is used as it is.
    expect(needsInitialising(folder)).toBe(false);
    expect(await appliedMigrations(folder)).toBe(migrationJournal.entries.length);
  }, 120_000);

  it('fills a folder that exists but is empty', async () => {
    const folder = join(parent, 'pglite');
    mkdirSync(folder);

    expect(needsInitialising(folder)).toBe(true);
    expect(await appliedMigrations(folder)).toBe(migrationJournal.entries.length);
  }, 120_000);

  it('leaves a folder with other content to PGlite', () => {
    const folder = join(parent, 'pglite');
    mkdirSync(folder);
    writeFileSync(join(folder, 'notes.txt'), 'not a database');

    expect(needsInitialising(folder)).toBe(false);
  });

  it('puts the demo data in when asked, answering the accounts it made', async () => {
    const folder = join(parent, 'pglite');

    const accounts = await initialiseDataFolder(folder, { seed: true });

    expect(accounts.map((account) => account.email)).toContain('teacher@shawahid.test');
    const connection = await connectDatabase({ driver: 'pglite', dataDir: folder });
    try {
      const [row] = await executeRows<{ count: number }>(
        connection.db,
        sql`select count(*)::int as count from users`,
      );
      expect(row?.count).toBe(accounts.length);
    } finally {
      await connection.close();
    }
  }, 120_000);

  it('keeps no half-made folder when the child fails', async () => {
    // A file where the draft's parent folder should be: the child cannot create the database.
    const blocked = join(parent, 'blocked');
    writeFileSync(blocked, '');

    await expect(initialiseDataFolder(join(blocked, 'pglite'))).rejects.toThrow(/failed/);
    expect(readdirSync(parent)).toEqual(['blocked']);
  }, 120_000);
});
