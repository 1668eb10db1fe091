import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { usersEndpoints } from '../../../contract/endpoints/users.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchAchievements = (userId?: string, signal?: AbortSignal) =>
  callEndpoint(achievementEndpoints.list, { query: userId ? { userId } : {} }, { signal });

export const fetchStaffCoverage = (signal?: AbortSignal) =>
  callEndpoint(achievementEndpoints.staffCoverage, { query: {} }, { signal });

/** The staff member whose achievements a principal opened, for their name. */
export const fetchStaffMember = (userId: string, signal?: AbortSignal) =>
  callEndpoint(usersEndpoints.read, { params: { id: userId } }, { signal });
