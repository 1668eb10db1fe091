import { and, count, eq, gt, isNull } from 'drizzle-orm';

import type { TeacherUsage } from '../../../../contract/organizations.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { invitations } from '../invitations/tables.ts';
import { organizationTeacherLimit } from '../subscriptions/organization-teacher-limit.ts';
import { users } from '../users/tables.ts';
import { organizations } from './tables.ts';

/**
 * Holds the organisation's row until the transaction ends, so two principals adding teachers
 * at the same moment are counted one after the other and cannot both take the last seat.
 */
export async function lockOrganization(db: Database, organizationId: string): Promise<boolean> {
  const [locked] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return locked !== undefined;
}

export async function activeTeacherCount(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'agent'),
        eq(users.isActive, true),
      ),
    );
  return row?.total ?? 0;
}

/** Teacher invitations still open and unexpired: each holds a seat until it is settled. */
export async function pendingTeacherInvitationCount(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.role, 'agent'),
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
 * Refuses one more teacher beyond the subscription's cap with 422. Without an active or trial
 * subscription that names a cap, the school has no seats to give. Call it inside the
 * transaction that adds the teacher, after `lockOrganization`.
 */
export async function assertTeacherSeat(
  db: Database,
  organizationId: string,
  now: Date,
  { includePendingInvitations }: SeatCheck,
): Promise<void> {
  const limit = await organizationTeacherLimit(db, organizationId, now);
  const taken =
    (await activeTeacherCount(db, organizationId)) +
    (includePendingInvitations ? await pendingTeacherInvitationCount(db, organizationId, now) : 0);
  if (limit === null || taken + 1 > limit) {
    throw new ApiError(422, 'validation.error.teacherLimitExceeded', {
      params: { limit: limit ?? 0 },
    });
  }
}

/** The principal's figure: seats taken by teachers and open invitations, against the cap. */
export async function teacherUsage(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<TeacherUsage> {
  const [activeTeachers, pendingInvitations, teacherLimit] = await Promise.all([
    activeTeacherCount(db, organizationId),
    pendingTeacherInvitationCount(db, organizationId, now),
    organizationTeacherLimit(db, organizationId, now),
  ]);
  return { activeTeachers, pendingInvitations, teacherLimit };
}
