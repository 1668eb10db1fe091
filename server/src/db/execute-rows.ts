import type { SQL } from 'drizzle-orm';

import type { Database } from './database.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers answer with `{ rows }`, but the shared
 * `Database` type cannot know that, so this is the one place that says so.
 */
export async function executeRows<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
