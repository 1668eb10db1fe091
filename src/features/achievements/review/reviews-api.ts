import type { AchievementReviewInput } from '../../../../contract/achievement-reviews.ts';
import { achievementEndpoints } from '../../../../contract/endpoints/achievements.ts';
import { callEndpoint } from '../../../lib/api/api-client.ts';

/** What awaits the principal: one staff member's with `userId`, else the whole school's. */
export const fetchAwaitingReview = (userId: string | undefined, signal?: AbortSignal) =>
  callEndpoint(
    achievementEndpoints.awaitingReview,
    { query: userId ? { userId } : {} },
    { signal },
  );

export const submitReview = (id: string, input: AchievementReviewInput, idempotencyKey: string) =>
  callEndpoint(
    achievementEndpoints.review,
    { params: { id }, body: input },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
