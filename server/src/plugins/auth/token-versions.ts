import { sql } from 'drizzle-orm';

import { users } from '../../db/tables/users.ts';

/**
 * `set({ tokenVersion: nextTokenVersion })` in an update of a user: every access token issued
 * before is refused from then on, on every instance, since each request compares versions.
 */
export const nextTokenVersion = sql`${users.tokenVersion} + 1`;

/** What `returning(...)` needs to sign a fresh token for the device that asked. */
export const tokenSubjectColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  profilePictureUrl: users.profilePictureUrl,
  role: users.role,
  organizationId: users.organizationId,
  tokenVersion: users.tokenVersion,
};
