import { and, count, desc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';

import { maxPrincipalsPerSchool, seatRoles, type Role } from '../../../../contract/constants.ts';
import type { TeacherUsage } from '../../../../contract/organizations.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { invitations } from '../../db/tables/invitations.ts';
import { payments } from '../../db/tables/payments.ts';
import { organizationTeacherLimit } from '../subscriptions/access.ts';
import { subscriptions } from '../../db/tables/subscriptions.ts';
import { users } from '../../db/tables/users.ts';
import { organizations } from '../../db/tables/organizations.ts';

/** Whether a role is school staff, taking a seat of the school's plan. */
export function isStaffRole(role: Role): boolean {
  return (seatRoles as readonly Role[]).includes(role);
}

/**
 * Holds the organisation's row until the transaction ends, so two principals adding staff at
 * the same moment are counted one after the other and cannot both take the last seat.
 */
export async function lockOrganization(db: Database, organizationId: string): Promise<boolean> {
  const [locked] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return locked !== undefined;
}

/** Who paid for the school's current plan, if a payment bought it; they take no seat. */
async function planOwnerId(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<string | null> {
  const [current] = await db
    .select({ payerId: payments.userId })
    .from(subscriptions)
    .innerJoin(payments, eq(payments.id, subscriptions.paymentId))
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        inArray(subscriptions.status, ['active', 'trial']),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return current?.payerId ?? null;
}

async function activeMembers(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.isActive, true), where));
  return row?.total ?? 0;
}

/** Active staff holding a seat: every teacher and principal but the plan's owner. */
export async function seatedStaffCount(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<number> {
  const owner = await planOwnerId(db, organizationId, now);
  return activeMembers(
    db,
    and(
      eq(users.organizationId, organizationId),
      inArray(users.role, [...seatRoles]),
      owner ? ne(users.id, owner) : undefined,
    ),
  );
}

/** Staff invitations still open and unexpired: each holds a seat until it is settled. */
async function pendingInvitationCount(
  db: Database,
  organizationId: string,
  now: Date,
  roles: readonly (typeof seatRoles)[number][],
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        inArray(invitations.role, [...roles]),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row?.total ?? 0;
}

export interface SeatCheck {
  /** Count open invitations as taken seats (when inviting, so invitations cannot overshoot). */
  includePendingInvitations: boolean;
}

/**
 * Refuses one more staff member beyond the subscription's cap with 422. Without an active or
 * trial subscription that names a cap, the school has no seats to give. Call it inside the
 * transaction that adds the member, after `lockOrganization`.
 */
export async function assertTeacherSeat(
  db: Database,
  organizationId: string,
  now: Date,
  { includePendingInvitations }: SeatCheck,
): Promise<void> {
  const limit = await organizationTeacherLimit(db, organizationId, now);
  const taken =
    (await seatedStaffCount(db, organizationId, now)) +
    (includePendingInvitations
      ? await pendingInvitationCount(db, organizationId, now, seatRoles)
      : 0);
  if (limit === null || taken + 1 > limit) {
    throw new ApiError(422, 'validation.error.teacherLimitExceeded', {
      params: { limit: limit ?? 0 },
    });
  }
}

/**
 * Refuses a principal beyond `maxPrincipalsPerSchool` with 422: one principal and two deputies.
 * Call it inside the transaction that makes someone a principal, after `lockOrganization`.
 */
export async function assertPrincipalSeat(
  db: Database,
  organizationId: string,
  now: Date,
  { includePendingInvitations }: SeatCheck,
): Promise<void> {
  const principals =
    (await activeMembers(
      db,
      and(eq(users.organizationId, organizationId), eq(users.role, 'org_admin')),
    )) +
    (includePendingInvitations
      ? await pendingInvitationCount(db, organizationId, now, ['org_admin'])
      : 0);
  if (principals + 1 > maxPrincipalsPerSchool) {
    throw new ApiError(422, 'validation.error.principalLimitExceeded', {
      params: { limit: maxPrincipalsPerSchool },
    });
  }
}

/** The principal's figure: seats taken by staff and open invitations, against the cap. */
export async function teacherUsage(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<TeacherUsage> {
  const [activeTeachers, pendingInvitations, teacherLimit] = await Promise.all([
    seatedStaffCount(db, organizationId, now),
    pendingInvitationCount(db, organizationId, now, seatRoles),
    organizationTeacherLimit(db, organizationId, now),
  ]);
  return { activeTeachers, pendingInvitations, teacherLimit };
}
