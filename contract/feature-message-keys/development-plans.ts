/** Message keys of the development plans feature, beyond the spec's catalogue. Owned by that feature. */
export const developmentPlanMessageKeys = [] as const;

export type DevelopmentPlanMessageKey = (typeof developmentPlanMessageKeys)[number];
