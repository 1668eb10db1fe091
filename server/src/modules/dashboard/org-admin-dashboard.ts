import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  ne,
  notExists,
} from 'drizzle-orm';

import {
  dashboardInvitationLimit,
  type OrgAdminDashboard,
} from '../../../../contract/dashboard.ts';
import { planStatuses } from '../../../../contract/development-plans.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';
import { criteriaForJob } from '../criteria/criteria-service.ts';
import { developmentPlans } from '../../db/tables/development-plans.ts';
import { invitations } from '../../db/tables/invitations.ts';
import { seatedStaffCount } from '../organizations/access.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { organizationTeacherLimit } from '../subscriptions/access.ts';
import { users } from '../../db/tables/users.ts';
import { currentSchoolTerm } from './school-terms.ts';
import { startOfRiyadhDay } from './riyadh-time.ts';
import { countsByValue } from './status-counts.ts';
import { subscriptionSummary } from './subscription-summary.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The organisation's staff: its active teachers (role agent). */
function staffOf(organizationId: string) {
  return and(
    eq(users.organizationId, organizationId),
    eq(users.role, 'agent'),
    eq(users.isActive, true),
  );
}

/** Per criterion of the Ministry's teacher set: how many staff have evidence, and how much. */
async function staffCoverage(db: Database, organizationId: string) {
  const [criteria, rows] = await Promise.all([
    criteriaForJob(db, null),
    db
      .select({
        criterionId: achievementCriteria.criterionId,
        staffWithEvidence: countDistinct(achievements.ownerId),
        achievementCount: count(),
      })
      .from(achievementCriteria)
      .innerJoin(achievements, eq(achievements.id, achievementCriteria.achievementId))
      .innerJoin(users, eq(users.id, achievements.ownerId))
      .where(and(staffOf(organizationId), isNull(achievements.deletedAt)))
      .groupBy(achievementCriteria.criterionId),
  ]);
  const rowOf = new Map(rows.map((row) => [row.criterionId, row]));
  return criteria.map((criterion) => ({
    criterionId: criterion.id,
    code: criterion.code,
    nameEn: criterion.nameEn,
    nameAr: criterion.nameAr,
    staffWithEvidence: rowOf.get(criterion.id)?.staffWithEvidence ?? 0,
    achievementCount: rowOf.get(criterion.id)?.achievementCount ?? 0,
  }));
}

/** Plans of everyone in the organisation now (staff and principals), deleted drafts left out. */
async function plansByStatus(db: Database, organizationId: string) {
  const rows = await db
    .select({ value: developmentPlans.status, count: count() })
    .from(developmentPlans)
    .innerJoin(users, eq(users.id, developmentPlans.beneficiaryId))
    .where(and(eq(users.organizationId, organizationId), isNull(developmentPlans.deletedAt)))
    .groupBy(developmentPlans.status);
  return countsByValue(planStatuses, rows).map(({ value, count: plans }) => ({
    status: value,
    count: plans,
  }));
}

/** Staff without a single piece of evidence whose event falls within the term. */
async function staffWithoutEvidence(
  db: Database,
  organizationId: string,
  term: { startDate: string; endDate: string },
) {
  const from = startOfRiyadhDay(term.startDate);
  const until = new Date(startOfRiyadhDay(term.endDate).getTime() + dayMs);
  return db
    .select({ userId: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(
      and(
        staffOf(organizationId),
        notExists(
          db
            .select({ id: achievements.id })
            .from(achievements)
            .where(
              and(
                eq(achievements.ownerId, users.id),
                isNull(achievements.deletedAt),
                gte(achievements.eventStartAt, from),
                lt(achievements.eventStartAt, until),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
}

/** Invitations not yet accepted, revoked or expired, of every invited role. */
async function pendingInvitations(db: Database, organizationId: string, now: Date) {
  const open = and(
    eq(invitations.organizationId, organizationId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );
  const [[total], newest] = await Promise.all([
    db.select({ count: count() }).from(invitations).where(open),
    db
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        sentAt: invitations.sentAt,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .where(open)
      .orderBy(desc(invitations.sentAt), desc(invitations.id))
      .limit(dashboardInvitationLimit),
  ]);
  return {
    count: total?.count ?? 0,
    newest: newest.map((invitation) => ({
      ...invitation,
      sentAt: invitation.sentAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

/** Who has evidence awaiting the principal's review (never the principal's own), most first. */
async function awaitingReview(db: Database, organizationId: string, viewerId: string) {
  const awaiting = count(achievements.id);
  return db
    .select({ userId: users.id, fullName: users.fullName, count: awaiting })
    .from(achievements)
    .innerJoin(users, eq(users.id, achievements.ownerId))
    .where(
      and(
        eq(users.organizationId, organizationId),
        ne(users.id, viewerId),
        ne(users.role, 'org_admin'),
        eq(users.isActive, true),
        isNull(achievements.deletedAt),
        eq(achievements.reviewStatus, 'pending'),
      ),
    )
    .groupBy(users.id, users.fullName)
    .orderBy(desc(awaiting), asc(users.fullName));
}

/** A principal's figures, always of their own organisation and never of another. */
export async function orgAdminDashboard(
  db: Database,
  viewer: AuthenticatedUser,
  now: Date,
): Promise<OrgAdminDashboard> {
  const organizationId = viewer.organizationId;
  if (!organizationId) throw new ApiError(403, 'common.error.forbidden');
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new ApiError(403, 'common.error.forbidden');
  const term = currentSchoolTerm(now);
  const [activeTeachers, teacherLimit, subscription, coverage, plans, idle, invited, toReview] =
    await Promise.all([
      seatedStaffCount(db, organizationId, now),
      organizationTeacherLimit(db, organizationId, now),
      subscriptionSummary(db, { userId: viewer.id, organizationId }, now),
      staffCoverage(db, organizationId),
      plansByStatus(db, organizationId),
      staffWithoutEvidence(db, organizationId, term),
      pendingInvitations(db, organizationId, now),
      awaitingReview(db, organizationId, viewer.id),
    ]);
  return {
    role: 'org_admin',
    generatedAt: now.toISOString(),
    organizationName: organization.name,
    activeTeachers,
    teacherLimit,
    subscription,
    coverage,
    plansByStatus: plans,
    term,
    staffWithoutEvidence: idle,
    pendingInvitationCount: invited.count,
    pendingInvitations: invited.newest,
    awaitingReview: toReview,
  };
}
