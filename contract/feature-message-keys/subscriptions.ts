/** Message keys of the subscriptions and payments feature, beyond the spec's catalogue. */
export const subscriptionMessageKeys = [
  /** Creating achievements or plans without an active or trial subscription. */
  'subscriptions.failed.subscriptionRequired',
  /** Cancelling renewal with no paid period running. */
  'subscriptions.failed.noPaidSubscription',
  'subscriptions.success.renewalCancelled',
  'subscriptions.success.planSaved',
  'subscriptions.success.planRetired',
  // The card form's own checks, which the server repeats (contract/payments.ts).
  /** Fewer than two words, or more than 100 characters. */
  'payment.failed.cardholderNameInvalid',
  /** Fewer digits than the card's brand has. */
  'payment.failed.cardNumberIncomplete',
  /** A length the brand does not have, or a failed checksum: a mistyped digit. */
  'payment.failed.cardNumberInvalid',
  /** Not mada, Visa or Mastercard (contract/card-brand.ts). */
  'payment.failed.unsupportedCardBrand',
  /** Not a month and a year as MM / YY. A date in the past is `payment.failed.expiredCard`. */
  'payment.failed.expiryInvalid',
  'payment.failed.cvcInvalid',
] as const;

export type SubscriptionMessageKey = (typeof subscriptionMessageKeys)[number];
