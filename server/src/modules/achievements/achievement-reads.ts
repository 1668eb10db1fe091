import { and, eq, exists, gte, ilike, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Achievement, AchievementListQuery } from '../../../../contract/achievements.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { users } from '../../db/tables/users.ts';
import { achievementOf } from './achievement-records.ts';
import { canReadEvidenceOf } from '../../plugins/auth/evidence-access.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';

type ReadContext = Pick<FastifyInstance, 'db'>;

export interface EvidenceOwnerRow {
  id: string;
  organizationId: string | null;
  /** Whose criteria set the owner's evidence is measured against (contract/job-models.ts). */
  jobModel: string;
}

/**
 * Whose evidence a request reads: the caller's own, or with `userId` a staff member's for their
 * principal (same organisation, else 403) or for a super admin; 404 for an unknown user.
 */
export async function readableOwner(
  app: ReadContext,
  viewer: AuthenticatedUser,
  userId: string | undefined,
): Promise<EvidenceOwnerRow> {
  const id = userId ?? viewer.id;
  if (id !== viewer.id && viewer.role !== 'org_admin' && viewer.role !== 'super_admin') {
    throw new ApiError(403, 'common.error.forbidden');
  }
  const [owner] = await app.db
    .select({ id: users.id, organizationId: users.organizationId, jobModel: users.jobModel })
    .from(users)
    .where(eq(users.id, id));
  if (!owner) throw new ApiError(404, 'common.error.notFound');
  if (!canReadEvidenceOf(viewer, owner)) throw new ApiError(403, 'common.error.forbidden');
  return owner;
}

function endOf(to: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) return new Date(to);
  const nextDay = new Date(`${to}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  return nextDay;
}

/**
 * Which achievements a list request reads, as a condition on the achievements table: the
 * owner's live ones matching the filters. Throws 403/404 as `readableOwner` does.
 */
export async function listCondition(
  app: ReadContext,
  viewer: AuthenticatedUser,
  query: AchievementListQuery,
): Promise<SQL | undefined> {
  const owner = await readableOwner(app, viewer, query.userId);
  const conditions: (SQL | undefined)[] = [
    eq(achievements.ownerId, owner.id),
    isNull(achievements.deletedAt),
  ];
  if (query.criterionId) {
    conditions.push(
      exists(
        app.db
          .select()
          .from(achievementCriteria)
          .where(
            and(
              eq(achievementCriteria.achievementId, achievements.id),
              eq(achievementCriteria.criterionId, query.criterionId),
            ),
          ),
      ),
    );
  }
  if (query.evidenceType) conditions.push(eq(achievements.evidenceType, query.evidenceType));
  if (query.reviewStatus) conditions.push(eq(achievements.reviewStatus, query.reviewStatus));
  if (query.from) conditions.push(gte(achievements.eventStartAt, new Date(query.from)));
  if (query.to) {
    const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(query.to);
    conditions.push(
      dayOnly
        ? lt(achievements.eventStartAt, endOf(query.to))
        : lte(achievements.eventStartAt, endOf(query.to)),
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(achievements.description, pattern), ilike(achievements.location, pattern)),
    );
  }
  return and(...conditions);
}

/** One live achievement the viewer may read; 404 otherwise, so its existence stays private. */
export async function readAchievement(
  app: ReadContext,
  viewer: AuthenticatedUser,
  id: string,
): Promise<Achievement> {
  const [found] = await app.db
    .select({ row: achievements, ownerOrganizationId: users.organizationId })
    .from(achievements)
    .innerJoin(users, eq(users.id, achievements.ownerId))
    .where(and(eq(achievements.id, id), isNull(achievements.deletedAt)));
  const owner = found && { id: found.row.ownerId, organizationId: found.ownerOrganizationId };
  if (!found || !owner || !canReadEvidenceOf(viewer, owner)) {
    throw new ApiError(404, 'common.error.notFound');
  }
  return achievementOf(app.db, found.row);
}
