import {
  zCheckExpiredResult,
  zPurgeRequest,
  zPurgeResult,
  zRetentionList,
  zSendRemindersResult,
} from '../subscriptions.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Admin tasks';

/** The super admin's manual tasks (system settings), which also run every hour on the server. */
export const adminTasksEndpoints = {
  checkExpired: defineEndpoint({
    method: 'POST',
    path: '/admin/tasks/check-expired',
    summary: 'Mark the subscriptions whose period has ended as expired',
    tag,
    result: zCheckExpiredResult,
  }),
  sendReminders: defineEndpoint({
    method: 'POST',
    path: '/admin/tasks/send-reminders',
    summary: 'Write the due reminders of subscriptions about to end, as notifications',
    tag,
    result: zSendRemindersResult,
  }),
  retentionDue: defineEndpoint({
    method: 'GET',
    path: '/admin/tasks/retention',
    summary: 'The expired subscriptions whose data is due to be purged',
    tag,
    result: zRetentionList,
  }),
  purgeRetained: defineEndpoint({
    method: 'POST',
    path: '/admin/tasks/retention/purge',
    summary: 'Purge the data of the given expired subscriptions',
    tag,
    body: zPurgeRequest,
    result: zPurgeResult,
  }),
};
