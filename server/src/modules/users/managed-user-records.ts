import { eq } from 'drizzle-orm';

import type { ManagedUser } from '../../../../contract/users.ts';
import type { Database } from '../../db/database.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { users } from '../../db/tables/users.ts';

export const managedUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  mobile: users.mobile,
  profilePictureUrl: users.profilePictureUrl,
  isActive: users.isActive,
  job: users.job,
  jobModel: users.jobModel,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  createdAt: users.createdAt,
};

type ManagedUserRow = Omit<ManagedUser, 'createdAt'> & { createdAt: Date };

export function managedUserFromRow(row: ManagedUserRow): ManagedUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Users joined with their organisation's name, for `.where(...)` by the caller. */
export function selectManagedUsers(db: Database) {
  return db
    .select(managedUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId));
}

export async function managedUserById(db: Database, id: string): Promise<ManagedUser | undefined> {
  const [row] = await selectManagedUsers(db).where(eq(users.id, id));
  return row && managedUserFromRow(row);
}
