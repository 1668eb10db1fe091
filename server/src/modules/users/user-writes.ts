import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { Role } from '../../../../contract/constants.ts';
import type { ManagedUser, zUserCreate, zUserUpdate } from '../../../../contract/users.ts';
import type { Database } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { nextTokenVersion } from '../../plugins/auth/token-versions.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { lookUpAddressCounted } from '../organizations/access.ts';
import {
  assertPrincipalSeat,
  assertTeacherSeat,
  isStaffRole,
  lockOrganization,
} from '../organizations/access.ts';
import { managedUserById } from './managed-user-records.ts';
import { manageableUser, managedOrganizationOf } from './user-reads.ts';
import { users } from '../../db/tables/users.ts';

type Context = Pick<FastifyInstance, 'db' | 'clock' | 'passwordHasher'>;
type UserCreateData = z.output<typeof zUserCreate>;
type UserUpdateData = z.output<typeof zUserUpdate>;

/** Roles a principal may give: staff of their own school, never a super admin or a customer. */
const rolesAPrincipalGives: readonly Role[] = ['agent', 'org_admin'];

const forbidden = () => new ApiError(403, 'common.error.forbidden');
const emailExists = () =>
  new ApiError(409, 'users.failed.emailExists', {
    fieldErrors: [{ field: 'email', key: 'users.failed.emailExists' }],
  });
const organizationIdRequired = () =>
  new ApiError(400, 'users.failed.organizationIdRequired', {
    fieldErrors: [{ field: 'organization_id', key: 'users.failed.organizationIdRequired' }],
  });

/**
 * Refuses an address another account has. A principal's lookups are counted per school, so
 * trying addresses cannot list who has an account (issue 18).
 */
async function assertEmailFree(
  db: Database,
  actor: AuthenticatedUser,
  email: string,
  exceptId?: string,
): Promise<void> {
  const isTaken = async () => {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email),
      )
      .limit(1);
    return taken !== undefined;
  };
  const school = managedOrganizationOf(actor);
  const taken =
    school === undefined ? await isTaken() : await lookUpAddressCounted(db, school, isTaken);
  if (taken) throw emailExists();
}

async function organizationName(db: Database, id: string): Promise<string> {
  const [found] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!found) throw new ApiError(404, 'organizations.failed.notFound');
  return found.name;
}

function rethrowDuplicate(error: unknown): never {
  throw violatedUniqueConstraint(error) === undefined ? error : emailExists();
}

/**
 * Where a new user belongs. A principal's users join the principal's school (naming another
 * is refused); a super admin must name one for everyone but another super admin.
 */
function organizationForNewUser(actor: AuthenticatedUser, input: UserCreateData): string | null {
  const scope = managedOrganizationOf(actor);
  if (scope !== undefined) {
    if (!rolesAPrincipalGives.includes(input.role)) throw forbidden();
    if (input.organizationId && input.organizationId !== scope) throw forbidden();
    return scope;
  }
  if (input.role === 'super_admin') return null;
  if (!input.organizationId) throw organizationIdRequired();
  return input.organizationId;
}

export async function createUser(
  app: Context,
  actor: AuthenticatedUser,
  input: UserCreateData,
): Promise<ManagedUser> {
  const { db } = app;
  const organizationId = organizationForNewUser(actor, input);
  const schoolName = organizationId ? await organizationName(db, organizationId) : null;
  await assertEmailFree(db, actor, input.email);
  const passwordHash = await app.passwordHasher.hash(input.password);
  const now = app.clock.now();

  const id = await db.transaction(async (tx) => {
    // The super admin may place staff beyond a school's plan; a principal may not.
    const takesSeat = isStaffRole(input.role) && input.isActive && actor.role === 'org_admin';
    if (organizationId && takesSeat) {
      await lockOrganization(tx, organizationId);
      await assertTeacherSeat(tx, organizationId, now, { includePendingInvitations: false });
      if (input.role === 'org_admin') {
        await assertPrincipalSeat(tx, organizationId, now, { includePendingInvitations: false });
      }
    }
    const [created] = await tx
      .insert(users)
      .values({
        fullName: input.fullName,
        email: input.email,
        passwordHash,
        role: input.role,
        mobile: input.mobile ?? null,
        profilePictureUrl: input.profilePictureUrl ?? null,
        isActive: input.isActive,
        job: input.job ?? null,
        ...(input.jobModel !== undefined && { jobModel: input.jobModel }),
        organizationId,
        schoolName,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id })
      .catch(rethrowDuplicate);
    if (!created) throw new Error('the user was not inserted');
    return created.id;
  });
  const user = await managedUserById(db, id);
  if (!user) throw new Error('the new user was not found');
  return user;
}

/** A principal keeps users in their school and gives only staff roles. */
function assertPrincipalMayChange(actor: AuthenticatedUser, input: UserUpdateData): void {
  if (actor.role === 'super_admin') return;
  if (input.role !== undefined && !rolesAPrincipalGives.includes(input.role)) throw forbidden();
  if (input.organizationId !== undefined && input.organizationId !== actor.organizationId) {
    throw forbidden();
  }
}

/** Nobody locks themselves out: no deactivating or demoting one's own account here. */
function assertNotSelfLockout(actor: AuthenticatedUser, id: string, input: UserUpdateData): void {
  if (id !== actor.id) return;
  const demotes = input.role !== undefined && input.role !== actor.role;
  const moves = input.organizationId !== undefined && input.organizationId !== actor.organizationId;
  if (input.isActive === false || demotes || moves) throw forbidden();
}

export async function updateUser(
  app: Context,
  actor: AuthenticatedUser,
  id: string,
  input: UserUpdateData,
): Promise<ManagedUser> {
  const { db } = app;
  const current = await manageableUser(app, actor, id);
  assertPrincipalMayChange(actor, input);
  assertNotSelfLockout(actor, id, input);

  const role = input.role ?? current.role;
  let organizationId =
    input.organizationId === undefined ? current.organizationId : input.organizationId;
  if (role === 'super_admin') organizationId = null;
  const schoolName =
    organizationId && organizationId !== current.organizationId
      ? await organizationName(db, organizationId)
      : undefined;
  if (input.email !== undefined) await assertEmailFree(db, actor, input.email, id);
  const passwordHash =
    input.password === undefined ? undefined : await app.passwordHasher.hash(input.password);
  const now = app.clock.now();
  const isActive = input.isActive ?? current.isActive;

  await db.transaction(async (tx) => {
    const sameSchool = organizationId === current.organizationId;
    const wasSeated = isStaffRole(current.role) && current.isActive && sameSchool;
    const takesSeat = isStaffRole(role) && isActive && !wasSeated;
    const becomesPrincipal =
      role === 'org_admin' && isActive && !(wasSeated && current.role === 'org_admin');
    if (organizationId && (takesSeat || becomesPrincipal) && actor.role === 'org_admin') {
      await lockOrganization(tx, organizationId);
      if (takesSeat) {
        await assertTeacherSeat(tx, organizationId, now, { includePendingInvitations: false });
      }
      if (becomesPrincipal) {
        await assertPrincipalSeat(tx, organizationId, now, { includePendingInvitations: false });
      }
    }
    await tx
      .update(users)
      .set({
        ...(input.fullName !== undefined && { fullName: input.fullName }),
        ...(input.email !== undefined && { email: input.email }),
        // A password set by a manager ends the sessions opened with the old one.
        ...(passwordHash !== undefined && { passwordHash, tokenVersion: nextTokenVersion }),
        ...(input.mobile !== undefined && { mobile: input.mobile }),
        ...(input.profilePictureUrl !== undefined && {
          profilePictureUrl: input.profilePictureUrl,
        }),
        ...(input.job !== undefined && { job: input.job }),
        ...(input.jobModel !== undefined && { jobModel: input.jobModel }),
        ...(schoolName !== undefined && { schoolName }),
        role,
        organizationId,
        isActive,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .catch(rethrowDuplicate);
  });
  const user = await managedUserById(db, id);
  if (!user) throw new Error('the updated user was not found');
  return user;
}
