import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import {
  invitationValidityDays,
  type Invitation,
  type zInvitationCreate,
  type zInvitationListQuery,
} from '../../../../contract/invitations.ts';
import type { Page } from '../../../../contract/organizations.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Database } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { countAddressWrite } from '../organizations/access.ts';
import { organizations } from '../../db/tables/organizations.ts';
import {
  assertPrincipalSeat,
  assertTeacherSeat,
  isStaffRole,
  lockOrganization,
} from '../organizations/access.ts';
import { users } from '../../db/tables/users.ts';
import { invitationEmail } from './emails/invitation-email.ts';
import {
  invitationFromRow,
  invitationStatus,
  whereOpen,
  whereStatus,
} from './invitation-records.ts';
import { invitationTokenHash, newInvitationToken } from './invitation-token.ts';
import { invitations } from '../../db/tables/invitations.ts';

type Context = Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'mailer'>;
type InvitationCreateData = z.output<typeof zInvitationCreate>;
type InvitationListQueryData = z.output<typeof zInvitationListQuery>;

const validityMs = invitationValidityDays * 24 * 60 * 60 * 1000;
const alreadySent = () => new ApiError(409, 'invitations.failed.alreadySent');

/** Invitations belong to the principal's own school; nobody else manages them. */
function schoolOf(actor: AuthenticatedUser): string {
  if (actor.role !== 'org_admin' || !actor.organizationId) {
    throw new ApiError(403, 'common.error.forbidden');
  }
  return actor.organizationId;
}

async function schoolName(db: Database, organizationId: string): Promise<string> {
  const [found] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return found?.name ?? '';
}

async function sendInvitation(
  app: Context,
  actor: AuthenticatedUser,
  row: typeof invitations.$inferSelect,
  token: string,
): Promise<void> {
  await app.mailer.send(
    invitationEmail({
      to: row.email,
      organizationName: await schoolName(app.db, row.organizationId),
      inviterName: actor.fullName,
      role: row.role,
      link: `${app.config.publicUrl}/accept-invitation?token=${token}`,
      validityDays: invitationValidityDays,
    }),
  );
}

/**
 * A member of this school is not invited again. A member of another school is invited like
 * anyone: telling the principal would reveal that school's staff (issue 18); the invitee
 * learns on accepting that they already have a school.
 */
async function assertNotAMember(db: Database, organizationId: string, email: string) {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.organizationId, organizationId)));
  if (member) throw new ApiError(409, 'invitations.failed.userInThisOrganization');
}

export async function createInvitation(
  app: Context,
  actor: AuthenticatedUser,
  input: InvitationCreateData,
): Promise<Invitation> {
  const organizationId = schoolOf(actor);
  await countAddressWrite(app.db, organizationId);
  await assertNotAMember(app.db, organizationId, input.email);
  const now = app.clock.now();
  const token = newInvitationToken();

  const row = await app.db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const [open] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(whereOpen(organizationId, input.email));
    if (open) throw alreadySent();
    if (isStaffRole(input.role)) {
      await assertTeacherSeat(tx, organizationId, now, { includePendingInvitations: true });
    }
    if (input.role === 'org_admin') {
      await assertPrincipalSeat(tx, organizationId, now, { includePendingInvitations: true });
    }
    const [created] = await tx
      .insert(invitations)
      .values({
        organizationId,
        email: input.email,
        role: input.role,
        job: input.job ?? null,
        tokenHash: invitationTokenHash(token),
        invitedBy: actor.id,
        sentAt: now,
        expiresAt: new Date(now.getTime() + validityMs),
        createdAt: now,
      })
      .returning()
      .catch((error: unknown) => {
        throw violatedUniqueConstraint(error) === undefined ? error : alreadySent();
      });
    if (!created) throw new Error('the invitation was not inserted');
    return created;
  });
  await sendInvitation(app, actor, row, token);
  return invitationFromRow(row, actor.fullName, now);
}

async function ownInvitation(app: Context, actor: AuthenticatedUser, id: string) {
  const [row] = await app.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.organizationId, schoolOf(actor))));
  if (!row) throw new ApiError(404, 'common.error.notFound');
  return row;
}

async function inviterName(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [found] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id));
  return found?.fullName ?? null;
}

/**
 * Sends a new link, valid for another week; the old link stops working. An expired teacher
 * invitation takes a seat again, so it must fit under the cap.
 */
export async function resendInvitation(
  app: Context,
  actor: AuthenticatedUser,
  id: string,
): Promise<Invitation> {
  const current = await ownInvitation(app, actor, id);
  const now = app.clock.now();
  const status = invitationStatus(current, now);
  if (status === 'accepted' || status === 'revoked') {
    throw new ApiError(409, 'invitations.failed.closed');
  }
  await countAddressWrite(app.db, current.organizationId);
  await assertNotAMember(app.db, current.organizationId, current.email);
  const token = newInvitationToken();
  const row = await app.db.transaction(async (tx) => {
    await lockOrganization(tx, current.organizationId);
    if (status === 'expired' && isStaffRole(current.role)) {
      await assertTeacherSeat(tx, current.organizationId, now, { includePendingInvitations: true });
    }
    if (status === 'expired' && current.role === 'org_admin') {
      await assertPrincipalSeat(tx, current.organizationId, now, {
        includePendingInvitations: true,
      });
    }
    const [updated] = await tx
      .update(invitations)
      .set({
        tokenHash: invitationTokenHash(token),
        sentAt: now,
        expiresAt: new Date(now.getTime() + validityMs),
      })
      .where(whereOpen(current.organizationId, current.email))
      .returning();
    if (!updated) throw new ApiError(409, 'invitations.failed.closed');
    return updated;
  });
  await sendInvitation(app, actor, row, token);
  return invitationFromRow(row, await inviterName(app.db, row.invitedBy), now);
}

export async function revokeInvitation(
  app: Context,
  actor: AuthenticatedUser,
  id: string,
): Promise<Invitation> {
  const current = await ownInvitation(app, actor, id);
  const now = app.clock.now();
  const [revoked] = await app.db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), whereOpen(current.organizationId, current.email)))
    .returning();
  if (!revoked) throw new ApiError(409, 'invitations.failed.closed');
  return invitationFromRow(revoked, await inviterName(app.db, revoked.invitedBy), now);
}

/** The school's invitations, newest first, by status and address. */
export async function listInvitations(
  app: Context,
  actor: AuthenticatedUser,
  query: InvitationListQueryData,
): Promise<Page<Invitation>> {
  const now = app.clock.now();
  const where = and(
    eq(invitations.organizationId, schoolOf(actor)),
    query.status ? whereStatus(query.status, now) : undefined,
    query.search ? ilike(invitations.email, containsPattern(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select({ invitation: invitations, invitedByName: users.fullName })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(where)
      .orderBy(desc(invitations.sentAt), desc(invitations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    app.db.select({ total: count() }).from(invitations).where(where),
  ]);
  return {
    items: rows.map((row) => invitationFromRow(row.invitation, row.invitedByName, now)),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
