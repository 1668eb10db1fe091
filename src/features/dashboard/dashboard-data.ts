// What getting the figures takes: the response schemas, the API client and the copy kept on
// the device. Loaded apart from the screen, so building the schemas is a task of its own.
export { fetchDashboard } from './dashboard-api.ts';
export { keptDashboardOf } from './dashboard-cache.ts';
