import { z } from 'zod';

import { zAchievementReviewInput } from '../achievement-reviews.ts';
import {
  zAchievement,
  zAwaitingReviewPage,
  zAchievementCreate,
  zAchievementDelete,
  zAchievementListQuery,
  zAchievementUpdate,
  zAwaitingReviewQuery,
  zCriterionCoverage,
  zStaffCoverage,
} from '../achievements.ts';
import { zId, zIdParams } from '../ids.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Achievements';

/** Staff write their own achievements; principals read their staff's (docs/api.md). */
export const achievementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/achievements',
    summary: 'The whole list of achievements (the caller’s, or a staff member’s with userId)',
    tag,
    query: zAchievementListQuery,
    result: z.array(zAchievement),
  }),
  coverage: defineEndpoint({
    method: 'GET',
    path: '/achievements/coverage',
    summary: 'Achievements per criterion of the caller or of a staff member',
    tag,
    query: z.object({ userId: zId.optional() }),
    result: z.array(zCriterionCoverage),
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/achievements/:id',
    summary: 'One achievement',
    tag,
    params: zIdParams,
    result: zAchievement,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/achievements',
    summary: 'Record an achievement (replayed by the offline outbox)',
    tag,
    body: zAchievementCreate,
    result: zAchievement,
    successStatus: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/achievements/:id',
    summary: 'Change an achievement, based on the version it was read at',
    tag,
    params: zIdParams,
    body: zAchievementUpdate,
    result: zAchievement,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/achievements/:id',
    summary: 'Delete an achievement, based on the version it was read at',
    tag,
    params: zIdParams,
    body: zAchievementDelete,
    result: zAchievement,
  }),
  awaitingReview: defineEndpoint({
    method: 'GET',
    path: '/achievements/awaiting-review',
    summary: 'Staff achievements awaiting the principal’s review, oldest change first',
    tag,
    query: zAwaitingReviewQuery,
    result: zAwaitingReviewPage,
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/achievements/:id/reviews',
    summary: 'Accept a staff member’s achievement, or return it with a comment',
    tag,
    params: zIdParams,
    body: zAchievementReviewInput,
    result: zAchievement,
    successStatus: 201,
  }),
  staffCoverage: defineEndpoint({
    method: 'GET',
    path: '/organizations/current/staff-coverage',
    summary: 'Each staff member’s achievements and criteria covered, for their principal',
    tag,
    query: z.object({ organizationId: zId.optional() }),
    result: z.array(zStaffCoverage),
  }),
};
