import { askEarly } from '../../lib/api/early-answers.ts';
import { getSession } from '../../lib/session/session-store.ts';

import { achievementsViewOf } from './achievements-view.ts';
import { reviewQueueOwnerOf, reviewQueueRequest } from './review/review-queue-request.ts';
import {
  staffAchievementsRequest,
  staffCoverageRequest,
  staffMemberRequest,
} from './staff-data-requests.ts';

/**
 * The server data /achievements?… will ask for, asked now: the principal's staff views read the
 * server (docs/achievements-at-scale.md, "The principal's screens"); the viewer's own evidence
 * is on the device and needs nothing.
 */
export function askAchievementsDataEarly(search: string): void {
  const view = achievementsViewOf(getSession()?.user, new URLSearchParams(search));
  if (view.kind === 'member') {
    askEarly(staffAchievementsRequest(view.userId));
    askEarly(staffMemberRequest(view.userId));
  } else if (view.staffList !== 'none') {
    askEarly(staffCoverageRequest);
  }
}

/** The first page of the queue /review?… shows, asked now. */
export function askReviewQueueEarly(search: string): void {
  askEarly(reviewQueueRequest(reviewQueueOwnerOf(new URLSearchParams(search)), null));
}
