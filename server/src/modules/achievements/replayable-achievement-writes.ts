import { staffRoles } from '../../../../contract/constants.ts';
import { achievementEndpoints } from '../../../../contract/endpoints/achievements.ts';
import { replayableWrite, type ReplayableWrite } from '../replayable-writes/access.ts';
import { reviewAchievement, reviewerRoles } from './achievement-review-service.ts';
import { createAchievement, deleteAchievement, updateAchievement } from './achievement-writes.ts';
import { createAchievementsTogether } from './create-achievements-together.ts';

/** Who writes achievements: the staff roles. */

/**
 * Staff write their own achievements and principals review their staff's; the offline outbox
 * replays these calls, one by one or through the batched push, with an Idempotency-Key and the version each change was based on.
 */
export const replayableAchievementWrites: readonly ReplayableWrite[] = [
  replayableWrite({
    endpoint: achievementEndpoints.create,
    roles: staffRoles,
    requiresSubscription: true,
    apply: (app, caller, { body }) => createAchievement(app, caller, body),
    applyMany: (app, caller, inputs) =>
      createAchievementsTogether(
        app,
        caller,
        inputs.map(({ body }) => body),
      ),
  }),
  replayableWrite({
    endpoint: achievementEndpoints.update,
    roles: staffRoles,
    apply: (app, caller, { params, body }) => updateAchievement(app, caller, params.id, body),
  }),
  replayableWrite({
    endpoint: achievementEndpoints.remove,
    roles: staffRoles,
    apply: (app, caller, { params, body }) =>
      deleteAchievement(app, caller, params.id, body.version),
  }),
  replayableWrite({
    endpoint: achievementEndpoints.review,
    roles: reviewerRoles,
    requiresSubscription: true,
    apply: (app, caller, { params, body }) => reviewAchievement(app, caller, params.id, body),
  }),
];
