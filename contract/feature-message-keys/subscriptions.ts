/** Message keys of the subscriptions and payments feature, beyond the spec's catalogue. */
export const subscriptionMessageKeys = [
  /** Creating achievements or plans without an active or trial subscription. */
  'subscriptions.failed.subscriptionRequired',
  /** Cancelling renewal with no paid period running. */
  'subscriptions.failed.noPaidSubscription',
  'subscriptions.success.renewalCancelled',
  'subscriptions.success.planSaved',
  'subscriptions.success.planRetired',
] as const;

export type SubscriptionMessageKey = (typeof subscriptionMessageKeys)[number];
