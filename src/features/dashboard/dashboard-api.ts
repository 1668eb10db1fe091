import { dashboardEndpoints } from '../../../contract/endpoints/dashboard.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchDashboard = (signal?: AbortSignal) =>
  callEndpoint(dashboardEndpoints.read, {}, { signal });
