import { achievementEndpoints } from '../../../../contract/endpoints/achievements.ts';
import type { ServerDataRequest } from '../../../lib/api/early-answers.ts';
import { keptRequest } from '../../../lib/api/kept-on-device.ts';

import { fetchAwaitingReview, type ReviewCursor } from './reviews-api.ts';

/**
 * A page of the review queue, the school's or one staff member's, after `cursor`. The first page
 * is kept on the device: the queue opens at once, and offline shows what awaited last time.
 */
export const reviewQueueRequest = (
  userId: string | undefined,
  cursor: ReviewCursor | null,
): ServerDataRequest<Awaited<ReturnType<typeof fetchAwaitingReview>>> => {
  const key = `review ${userId ?? 'school'} ${cursor ? `${cursor.updatedAt} ${cursor.id}` : ''}`;
  const load = (signal: AbortSignal) => fetchAwaitingReview(userId, cursor, signal);
  return cursor === null
    ? keptRequest(key, load, achievementEndpoints.awaitingReview.result)
    : { key, load };
};

/** Whose queue /review shows: one staff member's with `?userId=`, else the school's. */
export const reviewQueueOwnerOf = (searchParams: URLSearchParams): string | undefined =>
  searchParams.get('userId') ?? undefined;
