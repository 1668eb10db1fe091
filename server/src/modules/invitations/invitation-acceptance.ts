import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type {
  InvitationAcceptResult,
  InvitationPreview,
} from '../../../../contract/invitations.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { organizations } from '../../db/tables/organizations.ts';
import {
  assertPrincipalSeat,
  assertTeacherSeat,
  isStaffRole,
  lockOrganization,
} from '../organizations/access.ts';
import { users } from '../../db/tables/users.ts';
import { invitationStatus, whereUsable } from './invitation-records.ts';
import { invitationTokenHash } from './invitation-token.ts';
import { invitations } from '../../db/tables/invitations.ts';
import { writeNotification } from '../notifications/access.ts';

type Context = Pick<FastifyInstance, 'db' | 'clock' | 'accessTokens'>;

const invalidOrExpired = (status: number) =>
  new ApiError(status, 'invitations.failed.invalidOrExpired');

/** The invitation behind a link, if it still works: 404 for an unknown one, 410 for a used one. */
async function usableInvitation(db: Database, token: string, now: Date) {
  const [found] = await db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      organizationLogoUrl: organizations.logoUrl,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .where(eq(invitations.tokenHash, invitationTokenHash(token)));
  if (!found) throw invalidOrExpired(404);
  if (invitationStatus(found.invitation, now) !== 'pending') throw invalidOrExpired(410);
  return found;
}

/** What the invitee sees before signing in: the school, the role and the address invited. */
export async function previewInvitation(app: Context, token: string): Promise<InvitationPreview> {
  const { invitation, organizationName, organizationLogoUrl } = await usableInvitation(
    app.db,
    token,
    app.clock.now(),
  );
  return {
    email: invitation.email,
    role: invitation.role,
    job: invitation.job,
    organizationName,
    organizationLogoUrl,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Joins the signed-in invitee to the school. Only the invited address may accept, only
 * someone without a school, and a teacher only within the subscription's cap. The access
 * token names the organisation and role, so a fresh one comes back.
 */
export async function acceptInvitation(
  app: Context,
  invitee: AuthenticatedUser,
  token: string,
): Promise<InvitationAcceptResult> {
  const now = app.clock.now();
  const { invitation, organizationName } = await usableInvitation(app.db, token, now);
  if (invitee.role === 'super_admin') throw new ApiError(403, 'common.error.forbidden');
  if (invitee.email !== invitation.email)
    throw new ApiError(403, 'invitations.failed.emailMismatch');
  const refuseIfInASchool = (organizationId: string | null) => {
    if (!organizationId) return;
    throw new ApiError(
      409,
      organizationId === invitation.organizationId
        ? 'invitations.failed.userInThisOrganization'
        : 'invitations.failed.userInAnotherOrganization',
    );
  };
  refuseIfInASchool(invitee.organizationId);

  const joined = await app.db.transaction(async (tx) => {
    // One acceptance per person at a time: a second one, for another school, waits here and
    // then finds the school the first one joined (the token's claim is older than that).
    const [current] = await tx
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, invitee.id))
      .for('update');
    if (!current) throw new ApiError(401, 'common.error.unauthorized');
    refuseIfInASchool(current.organizationId);
    await lockOrganization(tx, invitation.organizationId);
    if (isStaffRole(invitation.role)) {
      await assertTeacherSeat(tx, invitation.organizationId, now, {
        includePendingInvitations: false,
      });
    }
    if (invitation.role === 'org_admin') {
      await assertPrincipalSeat(tx, invitation.organizationId, now, {
        includePendingInvitations: false,
      });
    }
    const [accepted] = await tx
      .update(invitations)
      .set({ acceptedAt: now, acceptedBy: invitee.id })
      .where(and(eq(invitations.id, invitation.id), whereUsable(now)))
      .returning({ id: invitations.id });
    if (!accepted) throw invalidOrExpired(410);
    const [updated] = await tx
      .update(users)
      .set({
        organizationId: invitation.organizationId,
        role: invitation.role,
        schoolName: organizationName,
        ...(invitation.job !== null && { job: invitation.job }),
        updatedAt: now,
      })
      .where(eq(users.id, invitee.id))
      .returning();
    if (!updated) throw new ApiError(401, 'common.error.unauthorized');
    if (invitation.invitedBy && invitation.invitedBy !== invitee.id) {
      await writeNotification(tx, now, {
        recipientId: invitation.invitedBy,
        kind: 'invitationAccepted',
        subject: 'staffMember',
        subjectId: invitee.id,
        details: { actorName: updated.fullName },
      });
    }
    return updated;
  });
  return {
    accessToken: await app.accessTokens.sign(joined),
    organizationId: invitation.organizationId,
  };
}
