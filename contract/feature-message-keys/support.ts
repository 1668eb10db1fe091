/** Message keys of the support feature, beyond the spec's catalogue. Owned by that feature. */
export const supportMessageKeys = [
  /** The support team closed a conversation from the support centre. */
  'support.success.conversationClosed',
  /** The support team reopened a closed conversation. */
  'support.success.conversationReopened',
] as const;

export type SupportMessageKey = (typeof supportMessageKeys)[number];
