/** Filled in as the module moves to declared endpoints (docs/api.md, "Endpoints"). */
export const dashboardEndpoints = {};
