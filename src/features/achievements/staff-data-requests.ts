import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { usersEndpoints } from '../../../contract/endpoints/users.ts';
import { keptRequest } from '../../lib/api/kept-on-device.ts';

import { fetchAchievements, fetchStaffCoverage, fetchStaffMember } from './achievements-api.ts';

// The principal's staff views keep their last answer on the device: they open at once, offline too.

/** The school's staff with their coverage, for the principal. */
export const staffCoverageRequest = keptRequest(
  'staff-coverage',
  fetchStaffCoverage,
  achievementEndpoints.staffCoverage.result,
);

/** One staff member's evidence, read by the principal. */
export const staffAchievementsRequest = (userId: string) =>
  keptRequest(
    `staff-achievements ${userId}`,
    (signal) => fetchAchievements(userId, signal),
    achievementEndpoints.list.result,
  );

/** The staff member whose evidence the principal opened (their name, job model and role). */
export const staffMemberRequest = (userId: string) =>
  keptRequest(
    `staff-member ${userId}`,
    (signal) => fetchStaffMember(userId, signal),
    usersEndpoints.read.result,
  );
