import { z } from 'zod';

import { zAchievement, zStaffCoverage } from '../../../contract/achievements.ts';
import { zDevelopmentPlan } from '../../../contract/development-plans.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const fetchPlansOf = (userId: string) =>
  apiCall(
    'get',
    `/users/${encodeURIComponent(userId)}/development-plans`,
    z.array(zDevelopmentPlan),
  );

/** Another user's achievements in a period (their principal or a super admin reads them). */
export const fetchAchievementsOf = (userId: string, from: string, to: string) =>
  apiCall('get', '/achievements', z.array(zAchievement), { searchParams: { userId, from, to } });

/** The principal's staff (the achievements coverage list names them). */
export const fetchStaff = (signal?: AbortSignal) =>
  apiCall('get', '/organizations/current/staff-coverage', z.array(zStaffCoverage), { signal });
