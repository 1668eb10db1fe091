/** Message keys of the support feature, beyond the spec's catalogue. Owned by that feature. */
export const supportMessageKeys = [] as const;

export type SupportMessageKey = (typeof supportMessageKeys)[number];
