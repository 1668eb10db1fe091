import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import migrationJournal from '../drizzle/meta/_journal.json' with { type: 'json' };
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { executeRows } from './db/execute-rows.ts';

describe('buildApp', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shawahid-app-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens and migrates the embedded database in DATA_DIR when given none, and does not listen', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(config);
    try {
      expect(app.server.listening).toBe(false);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toMatchObject({ success: true, result: { database: 'pglite' } });
      const migrations = await executeRows(
        app.db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      expect(migrations).toEqual([{ applied: migrationJournal.entries.length }]);
    } finally {
      await app.close();
    }
  });
});
