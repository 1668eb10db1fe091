import { z } from 'zod';

import { zAchievement, zStaffCoverage } from '../../../contract/achievements.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const fetchAchievements = (userId?: string, signal?: AbortSignal) =>
  apiCall('get', '/achievements', z.array(zAchievement), {
    ...(userId ? { searchParams: { userId } } : {}),
    signal,
  });

export const fetchStaffCoverage = (signal?: AbortSignal) =>
  apiCall('get', '/organizations/current/staff-coverage', z.array(zStaffCoverage), { signal });
