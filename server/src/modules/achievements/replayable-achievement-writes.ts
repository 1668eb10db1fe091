import { z } from 'zod';

import {
  zAchievementCreate,
  zAchievementDelete,
  zAchievementUpdate,
} from '../../../../contract/achievements.ts';
import { replayableWrite, type ReplayableWrite } from '../sync-push/replayable-write.ts';
import { createAchievement, deleteAchievement, updateAchievement } from './achievement-writes.ts';

/** Who writes achievements: the staff roles. */
export const staffRoles = ['agent', 'org_admin', 'super_admin'] as const;
export const zUuid = z.uuid({ error: 'validation.error.invalidRequestFormat' });
export const zIdParams = z.object({ id: zUuid });

/**
 * Staff write their own achievements; the offline outbox replays these calls, one by one or
 * through the batched push, with an Idempotency-Key and the version each change was based on.
 */
export const replayableAchievementWrites: readonly ReplayableWrite[] = [
  replayableWrite({
    method: 'POST',
    path: '/achievements',
    body: zAchievementCreate,
    roles: staffRoles,
    successStatus: 201,
    requiresSubscription: true,
    apply: (app, caller, { body }) => createAchievement(app, caller, body),
  }),
  replayableWrite({
    method: 'PUT',
    path: '/achievements/:id',
    params: zIdParams,
    body: zAchievementUpdate,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) => updateAchievement(app, caller, params.id, body),
  }),
  replayableWrite({
    method: 'DELETE',
    path: '/achievements/:id',
    params: zIdParams,
    body: zAchievementDelete,
    roles: staffRoles,
    successStatus: 200,
    apply: (app, caller, { params, body }) =>
      deleteAchievement(app, caller, params.id, body.version),
  }),
];
