import { askEarly } from '../../lib/api/early-answers.ts';
import { getSession } from '../../lib/session/session-store.ts';

import { achievementsViewOf } from './achievements-view.ts';
import { reviewQueueOwnerOf, reviewQueueRequest } from './review/review-queue-request.ts';
import {
  staffAchievementsRequest,
  staffCoverageRequest,
  staffMemberRequest,
} from './staff-data-requests.ts';
import { loadStaffAchievements, loadStaffCoverageList } from './staff-views.ts';

/**
 * The server data /achievements?… will ask for, asked now: the principal's staff views read the
 * server (docs/achievements-at-scale.md, "The principal's screens"); the viewer's own evidence
 * is on the device and needs nothing. The view's code is started with its request.
 */
export function askAchievementsDataEarly(search: string): void {
  const view = achievementsViewOf(getSession()?.user, new URLSearchParams(search));
  if (view.kind === 'member') {
    askEarly(staffAchievementsRequest(view.userId));
    askEarly(staffMemberRequest(view.userId));
    startLoading(loadStaffAchievements);
  } else if (view.staffList !== 'none') {
    askEarly(staffCoverageRequest);
    startLoading(loadStaffCoverageList);
  }
}

/**
 * Starts loading a view's code ahead of the screen that draws it; a failure (offline without
 * the code cached) is the screen's to show when it loads the view itself.
 */
function startLoading(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** The first page of the queue /review?… shows, asked now. */
export function askReviewQueueEarly(search: string): void {
  askEarly(reviewQueueRequest(reviewQueueOwnerOf(new URLSearchParams(search)), null));
}
