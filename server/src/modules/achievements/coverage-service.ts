import { and, asc, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type {
  Criterion,
  CriterionCoverage,
  StaffCoverage,
} from '../../../../contract/achievements.ts';
import type { Database } from '../../db/database.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { criteriaForJob } from '../criteria/criteria-service.ts';
import { users } from '../../db/tables/users.ts';
import { readableOwner } from './achievement-reads.ts';
import { viewedSchoolId } from './viewed-school.ts';
import { achievementCriteria, achievements } from '../../db/tables/achievements.ts';

type ReadContext = Pick<FastifyInstance, 'db'>;

/** How many live achievements each of the given owners has per criterion. */
async function countsPerCriterion(db: Database, ownerIds: readonly string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({
      ownerId: achievements.ownerId,
      criterionId: achievementCriteria.criterionId,
      achievementCount: count(),
    })
    .from(achievementCriteria)
    .innerJoin(achievements, eq(achievements.id, achievementCriteria.achievementId))
    .where(and(inArray(achievements.ownerId, [...ownerIds]), isNull(achievements.deletedAt)))
    .groupBy(achievements.ownerId, achievementCriteria.criterionId);
}

/** Evidence per criterion of the user's set, criteria without evidence included (count 0). */
export async function criterionCoverage(
  app: ReadContext,
  viewer: AuthenticatedUser,
  userId: string | undefined,
): Promise<CriterionCoverage[]> {
  const owner = await readableOwner(app, viewer, userId);
  const [criteria, counts] = await Promise.all([
    criteriaForJob(app.db, owner.jobModel),
    countsPerCriterion(app.db, [owner.id]),
  ]);
  const countOf = new Map(counts.map((row) => [row.criterionId, row.achievementCount]));
  return criteria.map((criterion) => ({
    criterionId: criterion.id,
    achievementCount: countOf.get(criterion.id) ?? 0,
  }));
}

/**
 * Each teacher of an organisation with their evidence and how many of their criteria it
 * covers: a principal sees their own organisation, a super admin the one they name.
 */
export async function staffCoverage(
  app: ReadContext,
  viewer: AuthenticatedUser,
  organizationId: string | undefined,
): Promise<StaffCoverage[]> {
  const target = viewedSchoolId(viewer, organizationId);
  const staff = await app.db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      jobModel: users.jobModel,
    })
    .from(users)
    .where(and(eq(users.organizationId, target), eq(users.role, 'agent')))
    .orderBy(asc(users.fullName), asc(users.id));
  const staffIds = staff.map((member) => member.id);
  const [perCriterion, totals] = await Promise.all([
    countsPerCriterion(app.db, staffIds),
    staffIds.length === 0
      ? []
      : app.db
          .select({
            ownerId: achievements.ownerId,
            achievementCount: countDistinct(achievements.id),
            awaitingReview:
              sql<number>`count(*) filter (where ${achievements.reviewStatus} = 'pending')`.mapWith(
                Number,
              ),
            returned:
              sql<number>`count(*) filter (where ${achievements.reviewStatus} = 'returned')`.mapWith(
                Number,
              ),
          })
          .from(achievements)
          .where(and(inArray(achievements.ownerId, staffIds), isNull(achievements.deletedAt)))
          .groupBy(achievements.ownerId),
  ]);
  const totalOf = new Map(totals.map((row) => [row.ownerId, row]));
  const criteriaByJob = new Map<string | null, Criterion[]>();
  const coverage: StaffCoverage[] = [];
  for (const member of staff) {
    let criteria = criteriaByJob.get(member.jobModel);
    if (!criteria) {
      criteria = await criteriaForJob(app.db, member.jobModel);
      criteriaByJob.set(member.jobModel, criteria);
    }
    const criterionIds = new Set(criteria.map((criterion) => criterion.id));
    const covered = perCriterion.filter(
      (row) => row.ownerId === member.id && criterionIds.has(row.criterionId),
    ).length;
    coverage.push({
      userId: member.id,
      fullName: member.fullName,
      email: member.email,
      jobModel: member.jobModel,
      achievementCount: totalOf.get(member.id)?.achievementCount ?? 0,
      coveredCriteria: covered,
      totalCriteria: criteria.length,
      awaitingReview: totalOf.get(member.id)?.awaitingReview ?? 0,
      returned: totalOf.get(member.id)?.returned ?? 0,
    });
  }
  return coverage;
}
