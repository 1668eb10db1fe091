import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';

import type * as schema from './schema.ts';

export type DatabaseDriver = 'pglite' | 'postgres';

/** The Drizzle database, the same type whether PGlite or node-postgres is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface OpenDatabase {
  db: Database;
  close(): Promise<void>;
}

/** An open database with its driver's client; whoever opens one closes it. */
export type DatabaseConnection =
  | (OpenDatabase & { driver: 'pglite'; client: PGlite })
  | (OpenDatabase & { driver: 'postgres'; client: pg.Pool });
