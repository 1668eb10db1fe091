import type { DatabaseDriver } from '../db/database.ts';

export interface TestDatabase {
  /** The driver a suite runs against; `$name` in a `describe.each` title. */
  name: DatabaseDriver;
}

/**
 * The databases a suite should run on: always an in-memory PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL points at a server where throw-away databases may be created.
 *
 *   describe.each(testDatabases())('achievements on $name', ({ name }) => { ... })
 */
export function testDatabases(): TestDatabase[] {
  return process.env.TEST_DATABASE_URL
    ? [{ name: 'pglite' }, { name: 'postgres' }]
    : [{ name: 'pglite' }];
}
