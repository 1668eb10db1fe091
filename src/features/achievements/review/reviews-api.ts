import type { AchievementReviewInput } from '../../../../contract/achievement-reviews.ts';
import { achievementEndpoints } from '../../../../contract/endpoints/achievements.ts';
import { callEndpoint } from '../../../lib/api/api-client.ts';

/** Where the walk goes on from: the last item the principal skipped. */
export interface ReviewCursor {
  updatedAt: string;
  id: string;
}

/**
 * A page of what awaits the principal, after `cursor`: one staff member's with `userId`, else
 * the whole school's.
 */
export const fetchAwaitingReview = (
  userId: string | undefined,
  cursor: ReviewCursor | null,
  signal?: AbortSignal,
) =>
  callEndpoint(
    achievementEndpoints.awaitingReview,
    {
      query: {
        ...(userId && { userId }),
        ...(cursor && { afterUpdatedAt: cursor.updatedAt, afterId: cursor.id }),
      },
    },
    { signal },
  );

export const submitReview = (id: string, input: AchievementReviewInput, idempotencyKey: string) =>
  callEndpoint(
    achievementEndpoints.review,
    { params: { id }, body: input },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
