import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp, type BuildAppOptions } from '../app.ts';
import {
  loadConfig,
  type Config,
  type Environment,
  type PasswordHashingConfig,
} from '../config.ts';
import { connectDatabase } from '../db/connect-database.ts';
import type { DatabaseConnection, DatabaseDriver } from '../db/database.ts';
import { openMigratedPglite } from './migrated-pglite.ts';
import { createMigratedPostgresDatabase } from './migrated-postgres-database.ts';

export const testJwtSecret = 'test-secret-that-is-at-least-32-characters';

/** argon2id at its cheapest, so hashing does not slow the suite. Tests only. */
export const testPasswordHashing: PasswordHashingConfig = {
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
};

export interface TestAppOptions extends Omit<BuildAppOptions, 'database'> {
  /** Which database to run on; see `testDatabases()`. Defaults to PGlite. */
  database?: DatabaseDriver;
  /** Environment variables on top of the test defaults (silent logs, a temp DATA_DIR, ...). */
  env?: Environment;
  /**
   * A second instance: runs on that app's database (left open by `close()`), with a DATA_DIR
   * of its own, as another server behind the same proxy would.
   */
  sameDatabaseAs?: TestApp;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The migrated database under the app, for arranging data or breaking it on purpose. */
  connection: DatabaseConnection;
  /** Closes the app and the database, and drops or deletes whatever was created for it. */
  close(): Promise<void>;
}

async function openMigratedDatabase(
  driver: DatabaseDriver,
): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  if (driver === 'pglite') {
    return { connection: await openMigratedPglite(), dispose: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set to test on PostgreSQL');
  const throwAway = await createMigratedPostgresDatabase(serverUrl);
  const connection = await connectDatabase({ driver: 'postgres', url: throwAway.url });
  return { connection, dispose: throwAway.drop };
}

async function closeQuietly(connection: DatabaseConnection): Promise<void> {
  // A test may already have closed the database to see how the app copes.
  await connection.close().catch(() => {});
}

/**
 * An app on a fresh, migrated database (in-memory PGlite, or a throw-away PostgreSQL
 * database), to drive through `app.inject`. Call `close()` in `afterAll`/`afterEach`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database = 'pglite', env = {}, sameDatabaseAs, ...buildOptions } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'shawahid-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-client-build'),
      JWT_SECRET: testJwtSecret,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    passwordHashing: testPasswordHashing,
  };
  const { connection, dispose } = sameDatabaseAs
    ? { connection: sameDatabaseAs.connection, dispose: async () => {} }
    : await openMigratedDatabase(database);
  const closeDatabase = async () => {
    if (sameDatabaseAs) return;
    await closeQuietly(connection);
    await dispose();
  };
  const app = await buildApp(config, { ...buildOptions, database: connection }).catch(
    async (error: unknown) => {
      await closeDatabase();
      throw error;
    },
  );
  return {
    app,
    config,
    connection,
    close: async () => {
      await app.close();
      await closeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
