import { achievementEndpoints } from '../../../contract/endpoints/achievements.ts';
import { evaluationEndpoints } from '../../../contract/endpoints/evaluations.ts';
import { schoolYearDays } from '../../../contract/school-year.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchEvaluationsOf = (userId: string) =>
  callEndpoint(evaluationEndpoints.listOfUser, { params: { id: userId } });

/** A staff member's evidence of a school year (their own, or read by their evaluator). */
export function fetchEvidenceOf(userId: string, schoolYear: string, signal?: AbortSignal) {
  const { from, to } = schoolYearDays(schoolYear);
  return callEndpoint(achievementEndpoints.list, { query: { userId, from, to } }, { signal });
}

/** The principal's staff (the achievements coverage list names them). */
export const fetchStaff = (signal?: AbortSignal) =>
  callEndpoint(achievementEndpoints.staffCoverage, { query: {} }, { signal });
