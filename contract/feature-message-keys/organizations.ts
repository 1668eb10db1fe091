/** Message keys of the organizations feature, beyond the spec's catalogue. Owned by that feature. */
export const organizationMessageKeys = [] as const;

export type OrganizationMessageKey = (typeof organizationMessageKeys)[number];
