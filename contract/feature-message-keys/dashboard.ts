/** Message keys of the dashboard feature, beyond the spec's catalogue. Owned by that feature. */
export const dashboardMessageKeys = [] as const;

export type DashboardMessageKey = (typeof dashboardMessageKeys)[number];
