import { adminTasksEndpoints } from '../../../contract/endpoints/admin-tasks.ts';
import { subscriptionPlansEndpoints } from '../../../contract/endpoints/subscription-plans.ts';
import type { PlanCreate, PlanUpdate } from '../../../contract/subscriptions.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';
import { criteriaEndpoints } from '../../../contract/endpoints/criteria.ts';
import type { CriteriaSetInput, JobModel } from '../../../contract/job-models.ts';

export const fetchAllPlans = (signal?: AbortSignal) =>
  callEndpoint(subscriptionPlansEndpoints.listAll, {}, { signal });

export const createPlan = (input: PlanCreate) =>
  callEndpoint(subscriptionPlansEndpoints.create, { body: input });

export const updatePlan = (id: string, input: PlanUpdate) =>
  callEndpoint(subscriptionPlansEndpoints.update, { params: { id }, body: input });

export const retirePlan = (id: string) =>
  callEndpoint(subscriptionPlansEndpoints.retire, { params: { id } });

export const runCheckExpired = () => callEndpoint(adminTasksEndpoints.checkExpired);

export const runSendReminders = () => callEndpoint(adminTasksEndpoints.sendReminders);

export const fetchRetentionDue = () => callEndpoint(adminTasksEndpoints.retentionDue);

export const purgeRetainedData = (subscriptionIds: string[]) =>
  callEndpoint(adminTasksEndpoints.purgeRetained, { body: { subscriptionIds } });

/** The job models' criteria sets (issue 33, item 7). */
export const fetchCriteriaSets = (signal?: AbortSignal) =>
  callEndpoint(criteriaEndpoints.listSets, {}, { signal });

export const saveCriteriaSet = (jobModel: JobModel, input: CriteriaSetInput) =>
  callEndpoint(criteriaEndpoints.saveSet, { params: { jobModel }, body: input });
