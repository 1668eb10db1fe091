import type { ServerDataRequest } from '../../lib/api/early-answers.ts';

import { fetchAchievements, fetchStaffCoverage, fetchStaffMember } from './achievements-api.ts';

/** The school's staff with their coverage, for the principal. */
export const staffCoverageRequest = {
  key: 'staff-coverage',
  load: (signal: AbortSignal) => fetchStaffCoverage(signal),
} satisfies ServerDataRequest<Awaited<ReturnType<typeof fetchStaffCoverage>>>;

/** One staff member's evidence, read by the principal. */
export const staffAchievementsRequest = (userId: string) =>
  ({
    key: `staff-achievements ${userId}`,
    load: (signal) => fetchAchievements(userId, signal),
  }) satisfies ServerDataRequest<Awaited<ReturnType<typeof fetchAchievements>>>;

/** The staff member whose evidence the principal opened (their name, job model and role). */
export const staffMemberRequest = (userId: string) =>
  ({
    key: `staff-member ${userId}`,
    load: (signal) => fetchStaffMember(userId, signal),
  }) satisfies ServerDataRequest<Awaited<ReturnType<typeof fetchStaffMember>>>;
