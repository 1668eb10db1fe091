import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { SubscriptionMessageKey } from '../../../../contract/feature-message-keys/subscriptions.ts';

/** The translated text of the subscriptions and payments feature's own message keys. */
export const subscriptionMessages: Record<SubscriptionMessageKey, MessageDescriptor> = {
  'subscriptions.failed.subscriptionRequired': msg`An active subscription is needed to add new items. You can still read and export everything.`,
  'subscriptions.failed.noPaidSubscription': msg`There is no paid subscription whose renewal could be cancelled.`,
  'subscriptions.success.renewalCancelled': msg`Renewal cancelled. You keep access until the end of the current period.`,
  'subscriptions.success.planSaved': msg`Plan saved.`,
  'subscriptions.success.planRetired': msg`Plan retired. It is no longer offered to buyers.`,
  'payment.failed.cardholderNameInvalid': msg`Enter the first and last name as written on the card.`,
  'payment.failed.cardNumberIncomplete': msg`The card number is incomplete. Enter all the digits on the card.`,
  'payment.failed.cardNumberInvalid': msg`This card number is not valid. Check the digits against the card.`,
  'payment.failed.unsupportedCardBrand': msg`This card type is not accepted. Pay with a mada, Visa or Mastercard card.`,
  'payment.failed.expiryInvalid': msg`Enter the expiry date as on the card: the month, then the year (MM / YY).`,
  'payment.failed.cvcInvalid': msg`Enter the 3-digit security code from the back of the card.`,
};
