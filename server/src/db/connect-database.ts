import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import type { DatabaseConfig } from '../config.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { initialiseDataFolder, needsInitialising } from './initialise-data-folder.ts';
import { guardPgliteTransactions } from './pglite-transaction-guard.ts';
import type { DatabaseConnection } from './database.ts';
import * as schema from './schema.ts';

/** Wraps a PGlite instance that is already set up (e.g. loaded from a dump) as a connection. */
export function pgliteConnection(client: PGlite): DatabaseConnection {
  return {
    driver: 'pglite',
    client,
    db: drizzlePglite({ client: guardPgliteTransactions(client), schema }),
    close: () => client.close(),
  };
}

export interface ConnectOptions {
  /**
   * Fills an empty data folder of the embedded database before it is opened, under the
   * folder's lock. By default a child process creates the database and applies the
   * migrations (`initialiseDataFolder`).
   */
  initialiseFolder?: (folder: string) => Promise<unknown>;
}

async function connectPglite(
  dataDir: string | undefined,
  { initialiseFolder = initialiseDataFolder }: ConnectOptions,
): Promise<DatabaseConnection> {
  if (!dataDir) {
    const client = new PGlite();
    await client.waitReady;
    return pgliteConnection(client);
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const lock = lockDataFolder(dataDir);
  try {
    if (needsInitialising(dataDir)) await initialiseFolder(dataDir);
    const client = new PGlite(dataDir);
    await client.waitReady;
    const connection = pgliteConnection(client);
    return {
      ...connection,
      close: () => connection.close().finally(() => lock.release()),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function connectPostgres(url: string): Promise<DatabaseConnection> {
  // A short connection timeout lets the health check report a dead database instead of hanging.
  const client = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // An idle connection the server closes (a restart, a failover) emits 'error'; without a
  // listener that would crash the process. The pool drops it and opens a new one when needed.
  client.on('error', (error) => {
    process.emitWarning(`An idle database connection was closed: ${error.message}`);
  });
  try {
    const connection = await client.connect();
    connection.release();
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    driver: 'postgres',
    client,
    db: drizzleNodePostgres({ client, schema }),
    close: () => client.end(),
  };
}

/** Opens the configured database and checks that it accepts a connection. */
export function connectDatabase(
  config: DatabaseConfig,
  options: ConnectOptions = {},
): Promise<DatabaseConnection> {
  return config.driver === 'pglite'
    ? connectPglite(config.dataDir, options)
    : connectPostgres(config.url);
}
