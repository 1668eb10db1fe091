import { randomBytes } from 'node:crypto';

import { demoPassword } from '../seed/demo-data.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/tables/users.ts';
import { createPasswordHasher } from '../plugins/auth/password-hasher.ts';
import { testPasswordHashing } from './build-test-app.ts';

const hasher = createPasswordHasher(testPasswordHashing);

export type TestUser = typeof users.$inferSelect & { password: string };

/** Inserts a user straight into the database; a unique address unless one is given. */
export async function makeUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const { password = demoPassword, ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      fullName: 'Test Teacher',
      email: `teacher.${randomBytes(6).toString('hex')}@school.test`,
      role: 'agent',
      schoolName: 'Test School',
      mobile: '+966512345678',
      dateOfBirth: '1990-01-01',
      ...fields,
      passwordHash: await hasher.hash(password),
    })
    .returning();
  if (!user) throw new Error('makeUser inserted nothing');
  return { ...user, password };
}
