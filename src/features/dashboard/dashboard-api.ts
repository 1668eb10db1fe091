import { zDashboard } from '../../../contract/dashboard.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const fetchDashboard = () => apiCall('get', '/dashboard', zDashboard);
