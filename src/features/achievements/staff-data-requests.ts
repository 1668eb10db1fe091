import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { usersEndpoints } from '../../../contract/endpoints/users.ts';
import type { ServerDataRequest } from '../../lib/api/early-answers.ts';
import { keptOnDevice } from '../../lib/api/kept-on-device.ts';

import { fetchAchievements, fetchStaffCoverage, fetchStaffMember } from './achievements-api.ts';

// The principal's staff views keep their last answer on the device: they open at once, offline too.

/** The school's staff with their coverage, for the principal. */
export const staffCoverageRequest = {
  key: 'staff-coverage',
  load: (signal: AbortSignal) => fetchStaffCoverage(signal),
  keep: keptOnDevice('staff-coverage', achievementEndpoints.staffCoverage.result),
} satisfies ServerDataRequest<Awaited<ReturnType<typeof fetchStaffCoverage>>>;

/** One staff member's evidence, read by the principal. */
export const staffAchievementsRequest = (userId: string) =>
  ({
    key: `staff-achievements ${userId}`,
    load: (signal) => fetchAchievements(userId, signal),
    keep: keptOnDevice(`staff-achievements ${userId}`, achievementEndpoints.list.result),
  }) satisfies ServerDataRequest<Awaited<ReturnType<typeof fetchAchievements>>>;

/** The staff member whose evidence the principal opened (their name, job model and role). */
export const staffMemberRequest = (userId: string) =>
  ({
    key: `staff-member ${userId}`,
    load: (signal) => fetchStaffMember(userId, signal),
    keep: keptOnDevice(`staff-member ${userId}`, usersEndpoints.read.result),
  }) satisfies ServerDataRequest<Awaited<ReturnType<typeof fetchStaffMember>>>;
