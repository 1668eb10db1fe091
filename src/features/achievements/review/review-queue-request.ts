import type { ServerDataRequest } from '../../../lib/api/early-answers.ts';

import { fetchAwaitingReview, type ReviewCursor } from './reviews-api.ts';

/** A page of the review queue, the school's or one staff member's, after `cursor`. */
export const reviewQueueRequest = (userId: string | undefined, cursor: ReviewCursor | null) =>
  ({
    key: `review ${userId ?? 'school'} ${cursor ? `${cursor.updatedAt} ${cursor.id}` : ''}`,
    load: (signal) => fetchAwaitingReview(userId, cursor, signal),
  }) satisfies ServerDataRequest<Awaited<ReturnType<typeof fetchAwaitingReview>>>;

/** Whose queue /review shows: one staff member's with `?userId=`, else the school's. */
export const reviewQueueOwnerOf = (searchParams: URLSearchParams): string | undefined =>
  searchParams.get('userId') ?? undefined;
