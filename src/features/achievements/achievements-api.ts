import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchAchievements = (userId?: string, signal?: AbortSignal) =>
  callEndpoint(achievementEndpoints.list, { query: userId ? { userId } : {} }, { signal });

export const fetchStaffCoverage = (signal?: AbortSignal) =>
  callEndpoint(achievementEndpoints.staffCoverage, { query: {} }, { signal });
