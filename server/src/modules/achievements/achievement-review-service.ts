import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { zAchievementReviewInput } from '../../../../contract/achievement-reviews.ts';
import {
  awaitingReviewPageLimit,
  type Achievement,
  type AwaitingReviewPage,
  type AwaitingReviewQuery,
} from '../../../../contract/achievements.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { users } from '../../db/tables/users.ts';
import { achievementReviews, achievements } from '../../db/tables/achievements.ts';
import { readableOwner } from './achievement-reads.ts';
import { achievementOf, achievementsOf } from './achievement-records.ts';
import { canReadEvidenceOf } from '../../plugins/auth/evidence-access.ts';
import { viewedSchoolId } from './viewed-school.ts';
import { recordTitle } from '../notifications/access.ts';
import { writeNotification } from '../notifications/access.ts';

type ReviewContext = Pick<FastifyInstance, 'db' | 'clock'>;

/** Who reviews evidence: a principal for their school's staff, the super admin for anyone. */
export const reviewerRoles = ['org_admin', 'super_admin'] as const;

/**
 * Records a principal's decision on the version of a staff achievement they read
 * (docs/states-and-transitions.md, "Evidence review"). The review leaves `version` alone, so
 * the owner's offline edits still apply; it bumps the review count the list's tag reads.
 */
export async function reviewAchievement(
  app: ReviewContext,
  reviewer: AuthenticatedUser,
  id: string,
  input: z.output<typeof zAchievementReviewInput>,
): Promise<Achievement> {
  const reviewed = await app.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        row: achievements,
        ownerOrganizationId: users.organizationId,
        ownerRole: users.role,
      })
      .from(achievements)
      .innerJoin(users, eq(users.id, achievements.ownerId))
      .where(and(eq(achievements.id, id), isNull(achievements.deletedAt)))
      .for('update', { of: achievements });
    const owner = found && { id: found.row.ownerId, organizationId: found.ownerOrganizationId };
    if (!found || !owner || !canReadEvidenceOf(reviewer, owner)) {
      throw new ApiError(404, 'common.error.notFound');
    }
    if (owner.id === reviewer.id) throw new ApiError(403, 'achievementReviews.failed.ownWork');
    // A principal's evidence, like their plan and evaluation, goes to the super admin: a
    // deputy does not judge the head's work, nor the head the deputy's.
    if (found.ownerRole === 'org_admin' && reviewer.role !== 'super_admin') {
      throw new ApiError(403, 'common.error.forbidden');
    }
    if (found.row.version !== input.version) {
      throw new ApiError(409, 'achievementReviews.failed.changedSinceRead', {
        result: await achievementOf(tx, found.row),
      });
    }
    await tx.insert(achievementReviews).values({
      id: uuidv7(),
      achievementId: id,
      reviewerId: reviewer.id,
      decision: input.decision,
      comment: input.comment,
      achievementVersion: found.row.version,
      createdAt: app.clock.now(),
    });
    const [row] = await tx
      .update(achievements)
      .set({ reviewStatus: input.decision, reviewCount: found.row.reviewCount + 1 })
      .where(eq(achievements.id, id))
      .returning();
    if (!row) throw new Error(`achievement ${id} vanished during its review`);
    await writeNotification(tx, app.clock.now(), {
      recipientId: row.ownerId,
      kind: input.decision === 'returned' ? 'evidenceReturned' : 'evidenceAccepted',
      subject: 'achievement',
      subjectId: row.id,
      details: {
        recordTitle: recordTitle(row.description),
        actorName: reviewer.fullName,
        ...(input.comment !== '' && { comment: input.comment }),
      },
    });
    return row;
  });
  return achievementOf(app.db, reviewed);
}

/**
 * Whose achievements await the viewer's review: one staff member's with `userId` (as the
 * achievement list checks it), else the active staff of the viewer's school (a super admin
 * names the school). Never the viewer's own.
 */
async function awaitingOwnersCondition(
  app: ReviewContext,
  viewer: AuthenticatedUser,
  query: AwaitingReviewQuery,
): Promise<SQL> {
  if (query.userId) {
    const owner = await readableOwner(app, viewer, query.userId);
    if (owner.id === viewer.id) throw new ApiError(403, 'achievementReviews.failed.ownWork');
    return eq(achievements.ownerId, owner.id);
  }
  const school = viewedSchoolId(viewer, query.organizationId);
  const staff = app.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, school),
        ne(users.id, viewer.id),
        // A deactivated member's evidence waits for no one (the dashboard counts the same).
        eq(users.isActive, true),
        // What a principal reviews: the staff's, not another principal's (the super admin's).
        viewer.role === 'super_admin' ? undefined : ne(users.role, 'org_admin'),
      ),
    );
  return inArray(achievements.ownerId, staff);
}

// Milliseconds, as the cursor travels in JSON: the same instant compares equal both ways.
const changedAt = sql`date_trunc('milliseconds', ${achievements.updatedAt})`;

/**
 * The live achievements awaiting review, oldest change first, each with its owner's name: a
 * page after the cursor, and how many await after it in all.
 */
export async function achievementsAwaitingReview(
  app: ReviewContext,
  viewer: AuthenticatedUser,
  query: AwaitingReviewQuery,
): Promise<AwaitingReviewPage> {
  const owners = await awaitingOwnersCondition(app, viewer, query);
  const afterCursor =
    query.afterUpdatedAt !== undefined && query.afterId !== undefined
      ? sql`(${changedAt}, ${achievements.id}) > (${query.afterUpdatedAt}::timestamptz, ${query.afterId}::uuid)`
      : undefined;
  const waiting = and(
    owners,
    isNull(achievements.deletedAt),
    eq(achievements.reviewStatus, 'pending'),
    afterCursor,
  );
  const [found, [counted]] = await Promise.all([
    app.db
      .select({ row: achievements, ownerName: users.fullName })
      .from(achievements)
      .innerJoin(users, eq(users.id, achievements.ownerId))
      .where(waiting)
      .orderBy(asc(changedAt), asc(achievements.id))
      .limit(query.limit ?? awaitingReviewPageLimit),
    app.db.select({ count: count() }).from(achievements).where(waiting),
  ]);
  const records = await achievementsOf(
    app.db,
    found.map((entry) => entry.row),
  );
  return {
    items: records.map((record, index) => ({
      ...record,
      ownerName: found[index]?.ownerName ?? '',
    })),
    count: counted?.count ?? 0,
  };
}
