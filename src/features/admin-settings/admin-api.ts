import { z } from 'zod';

import {
  zAdminPlan,
  zCheckExpiredResult,
  zPurgeResult,
  zRetentionList,
  zSendRemindersResult,
  type PlanCreate,
  type PlanUpdate,
} from '../../../contract/subscriptions.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const fetchAllPlans = () => apiCall('get', '/admin/plans', z.array(zAdminPlan));

export const createPlan = (input: PlanCreate) =>
  apiCall('post', '/admin/plans', zAdminPlan, { json: input });

export const updatePlan = (id: string, input: PlanUpdate) =>
  apiCall('patch', `/admin/plans/${encodeURIComponent(id)}`, zAdminPlan, { json: input });

export const retirePlan = (id: string) =>
  apiCall('post', `/admin/plans/${encodeURIComponent(id)}/retire`, zAdminPlan);

export const runCheckExpired = () =>
  apiCall('post', '/admin/tasks/check-expired', zCheckExpiredResult);

export const runSendReminders = () =>
  apiCall('post', '/admin/tasks/send-reminders', zSendRemindersResult);

export const fetchRetentionDue = () => apiCall('get', '/admin/tasks/retention', zRetentionList);

export const purgeRetainedData = (subscriptionIds: string[]) =>
  apiCall('post', '/admin/tasks/retention/purge', zPurgeResult, { json: { subscriptionIds } });
