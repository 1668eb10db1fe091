import { achievementEndpoints } from '../../../../contract/endpoints/achievements.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { registerReplayableWrite } from '../replayable-writes/access.ts';
import { listCondition, readAchievement } from './achievement-reads.ts';
import { achievementsAwaitingReview, reviewerRoles } from './achievement-review-service.ts';
import { achievementsTag, achievementsWhere } from './achievement-records.ts';
import { criterionCoverage, staffCoverage } from './coverage-service.ts';
import { ifNoneMatchIncludes } from './if-none-match.ts';
import { staffRoles } from '../../../../contract/constants.ts';
import { replayableAchievementWrites } from './replayable-achievement-writes.ts';

/**
 * Achievements: staff write their own (the offline outbox replays these calls with an
 * Idempotency-Key and the version each change was based on); principals read their staff's,
 * super admins everyone's.
 */
export const achievementRoutes: ApiModule = async (app) => {
  const staff = { auth: { roles: staffRoles } } as const;

  // The whole list, never a page: the offline client mirrors it and drops synced records
  // missing from it. A client that still holds the current list gets a body-less 304 instead
  // (browsers revalidate by themselves with the ETag and `no-cache`).
  declaredRoute(app, achievementEndpoints.list, { config: staff }, async (request, reply) => {
    const condition = await listCondition(app, request.user, request.query);
    const tag = await achievementsTag(app.db, condition);
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    if (ifNoneMatchIncludes(request.headers['if-none-match'], tag)) {
      return reply.code(304).send();
    }
    return success(await achievementsWhere(app.db, condition));
  });

  declaredRoute(app, achievementEndpoints.coverage, { config: staff }, async (request) =>
    success(await criterionCoverage(app, request.user, request.query.userId)),
  );

  declaredRoute(app, achievementEndpoints.read, { config: staff }, async (request) =>
    success(await readAchievement(app, request.user, request.params.id)),
  );

  declaredRoute(
    app,
    achievementEndpoints.awaitingReview,
    { config: { auth: { roles: reviewerRoles } } },
    async (request) => success(await achievementsAwaitingReview(app, request.user, request.query)),
  );

  for (const write of replayableAchievementWrites) registerReplayableWrite(app, write);

  declaredRoute(
    app,
    achievementEndpoints.staffCoverage,
    { config: { auth: { roles: ['org_admin', 'super_admin'] } } },
    async (request) =>
      success(await staffCoverage(app, request.user, request.query.organizationId)),
  );
};
