/** Message keys of the subscriptions and payments feature, beyond the spec's catalogue. */
export const subscriptionMessageKeys = [
  /** Creating achievements or plans without an active or trial subscription. */
  'subscriptions.failed.subscriptionRequired',
] as const;

export type SubscriptionMessageKey = (typeof subscriptionMessageKeys)[number];
