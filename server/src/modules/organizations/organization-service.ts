import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type {
  Organization,
  Page,
  zOrganizationCreate,
  zOrganizationUpdate,
  zPageQuery,
} from '../../../../contract/organizations.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation, violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import { users } from '../../db/tables/users.ts';
import { organizationColumns, organizationFromRow } from './organization-records.ts';
import { organizations } from '../../db/tables/organizations.ts';

type Context = Pick<FastifyInstance, 'db'>;
type OrganizationCreateData = z.output<typeof zOrganizationCreate>;
type OrganizationUpdateData = z.output<typeof zOrganizationUpdate>;
type PageQueryData = z.output<typeof zPageQuery>;

const notFound = () => new ApiError(404, 'organizations.failed.notFound');
const nameExists = () =>
  new ApiError(409, 'organizations.failed.nameExists', {
    fieldErrors: [{ field: 'name', key: 'organizations.failed.nameExists' }],
  });
const subdomainExists = () =>
  new ApiError(409, 'organizations.failed.subdomainExists', {
    fieldErrors: [{ field: 'subdomain', key: 'organizations.failed.subdomainExists' }],
  });

/** Every organisation matching the search (name, subdomain, contact email), by name. */
export async function listOrganizations(
  { db }: Context,
  query: PageQueryData,
): Promise<Page<Organization>> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(organizations.name, pattern),
        ilike(organizations.subdomain, pattern),
        ilike(organizations.contactEmail, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(organizationColumns)
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return {
    items: rows.map(organizationFromRow),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function readOrganization({ db }: Context, id: string): Promise<Organization> {
  const [row] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!row) throw notFound();
  return organizationFromRow(row);
}

/** Names compare without case, so "Al-Noor" and "al-noor" cannot both exist. */
async function assertUnique(
  db: Database,
  fields: { name?: string | undefined; subdomain?: string | null | undefined },
  exceptId?: string,
): Promise<void> {
  const others = (condition: SQL) =>
    exceptId ? and(condition, ne(organizations.id, exceptId)) : condition;
  if (fields.name !== undefined) {
    const [taken] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(others(sql`lower(${organizations.name}) = lower(${fields.name})`))
      .limit(1);
    if (taken) throw nameExists();
  }
  if (fields.subdomain) {
    const [taken] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(others(eq(organizations.subdomain, fields.subdomain)))
      .limit(1);
    if (taken) throw subdomainExists();
  }
}

/** Two requests passing the checks together still meet the unique constraints. */
function duplicateFrom(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === undefined) return error;
  return constraint.includes('subdomain') ? subdomainExists() : nameExists();
}

export async function createOrganization(
  { db }: Context,
  input: OrganizationCreateData,
): Promise<Organization> {
  await assertUnique(db, input);
  const [created] = await db
    .insert(organizations)
    .values(input)
    .returning({ id: organizations.id })
    .catch((error: unknown) => {
      throw duplicateFrom(error);
    });
  if (!created) throw new Error('the organisation was not inserted');
  return readOrganization({ db }, created.id);
}

export async function updateOrganization(
  { db }: Context,
  id: string,
  input: OrganizationUpdateData,
): Promise<Organization> {
  await readOrganization({ db }, id);
  await assertUnique(db, input, id);
  if (Object.keys(input).length > 0) {
    await db
      .update(organizations)
      .set(input)
      .where(eq(organizations.id, id))
      .catch((error: unknown) => {
        throw duplicateFrom(error);
      });
  }
  return readOrganization({ db }, id);
}

/** Only an empty organisation goes; its subscriptions and invitations go with it. */
export async function deleteOrganization({ db }: Context, id: string): Promise<void> {
  await readOrganization({ db }, id);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, id))
    .limit(1);
  const hasMembers = () => new ApiError(409, 'organizations.failed.hasMembers');
  if (member) throw hasMembers();
  await db
    .delete(organizations)
    .where(eq(organizations.id, id))
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? hasMembers() : error;
    });
}
