import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { Page } from '../../../../contract/organizations.ts';
import type { ManagedUser, zUserListQuery } from '../../../../contract/users.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { managedUserById, managedUserFromRow, selectManagedUsers } from './managed-user-records.ts';
import { users } from '../../db/tables/users.ts';

type Context = Pick<FastifyInstance, 'db'>;
type UserListQueryData = z.output<typeof zUserListQuery>;

export const userNotFound = () => new ApiError(404, 'users.failed.notFound');

/**
 * The only organisation a principal may manage: their own. A principal without one manages
 * nobody. `undefined` means any organisation (the super admin).
 */
export function managedOrganizationOf(actor: AuthenticatedUser): string | undefined {
  if (actor.role === 'super_admin') return undefined;
  if (actor.role === 'org_admin' && actor.organizationId) return actor.organizationId;
  throw new ApiError(403, 'common.error.forbidden');
}

/** A user the caller may manage; one of another school reads as not found, revealing nothing. */
export async function manageableUser(
  { db }: Context,
  actor: AuthenticatedUser,
  id: string,
): Promise<ManagedUser> {
  const scope = managedOrganizationOf(actor);
  const user = await managedUserById(db, id);
  if (!user || (scope !== undefined && user.organizationId !== scope)) throw userNotFound();
  return user;
}

export async function listUsers(
  { db }: Context,
  actor: AuthenticatedUser,
  query: UserListQueryData,
): Promise<Page<ManagedUser>> {
  const scope = managedOrganizationOf(actor);
  if (scope !== undefined && query.organizationId !== undefined && query.organizationId !== scope) {
    throw new ApiError(403, 'common.error.forbidden');
  }
  const organizationId = scope ?? query.organizationId;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    organizationId === undefined ? undefined : eq(users.organizationId, organizationId),
    query.role === undefined ? undefined : eq(users.role, query.role),
    query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectManagedUsers(db)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(managedUserFromRow),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
