import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { BillingMessageKey } from '../../../../contract/feature-message-keys/billing.ts';

/** The translated text of billing's own message keys (VAT, invoices, bank transfers). */
export const billingMessages: Record<BillingMessageKey, MessageDescriptor> = {
  'billing.failed.vatNumberInvalid': msg`A VAT number has 15 digits and starts and ends with 3.`,
  'billing.failed.ibanInvalid': msg`Enter a Saudi IBAN: SA followed by 22 digits, as printed by the bank.`,
  'billing.failed.commercialRegistrationInvalid': msg`A commercial registration number has 10 digits.`,
  'billing.failed.vatRateInvalid': msg`Enter a VAT rate between 0 and 100 percent.`,
  'billing.failed.sellerDetailsMissing': msg`Payments are paused until the seller's details for tax invoices are filled in. Please try again later.`,
  'billing.failed.bankDetailsMissing': msg`Payment by bank transfer is not available yet.`,
  'billing.failed.amountMismatch': msg`The amount received must equal the invoice total.`,
  'billing.failed.transferRejected': msg`The bank transfer was not accepted.`,
  'billing.failed.transferSchoolPlansOnly': msg`Bank transfer is available for school plans only.`,
  'billing.failed.confirmNeedsSellerDetails': msg`Fill in the seller's details under Billing and VAT first: the transfer's tax invoice cannot be issued without them. It stays pending until then.`,
  'billing.failed.transferNotPending': msg`This transfer was already confirmed or rejected.`,
  'billing.success.settingsSaved': msg`Billing settings saved.`,
  'billing.success.transferConfirmed': msg`Transfer confirmed. The subscription is active and the tax invoice issued.`,
  'billing.success.transferRejected': msg`Transfer rejected.`,
};
