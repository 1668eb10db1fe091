import { randomBytes } from 'node:crypto';

import type { Database } from '../db/database.ts';
import { organizations } from '../db/tables/organizations.ts';

export type TestOrganization = typeof organizations.$inferSelect;

/** Inserts an organisation straight into the database, with a unique name unless one is given. */
export async function makeOrganization(
  db: Database,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<TestOrganization> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: `School ${randomBytes(6).toString('hex')}`, ...overrides })
    .returning();
  if (!organization) throw new Error('makeOrganization inserted nothing');
  return organization;
}
