import { zDashboard } from '../dashboard.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Dashboard';

/** The home screen's figures, each role seeing only what it may. */
export const dashboardEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/dashboard',
    summary: 'The figures of the caller’s role: an agent’s own, a principal’s school, the platform',
    tag,
    result: zDashboard,
  }),
};
