import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { developmentPlanEndpoints } from '../../../contract/endpoints/development-plans.ts';
import { usersEndpoints } from '../../../contract/endpoints/users.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchPlansOf = (userId: string) =>
  callEndpoint(developmentPlanEndpoints.listOfUser, { params: { id: userId } });

/** The staff member whose plans a principal opened, for her job model. */
export const fetchPlanOwner = (userId: string, signal?: AbortSignal) =>
  callEndpoint(usersEndpoints.read, { params: { id: userId } }, { signal });

/** Another user's achievements in a period (their principal or a super admin reads them). */
export const fetchAchievementsOf = (
  userId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
) => callEndpoint(achievementEndpoints.list, { query: { userId, from, to } }, { signal });

/** The principal's staff (the achievements coverage list names them). */
export const fetchStaff = (signal?: AbortSignal) =>
  callEndpoint(achievementEndpoints.staffCoverage, { query: {} }, { signal });
