/** Message keys of billing (issue 36): VAT, seller details, tax invoices and bank transfers. */
export const billingMessageKeys = [
  /** Not 15 digits starting and ending with 3. */
  'billing.failed.vatNumberInvalid',
  /** Not a Saudi IBAN (SA, 24 characters, a correct check). */
  'billing.failed.ibanInvalid',
  /** Not 10 digits. */
  'billing.failed.commercialRegistrationInvalid',
  /** A VAT rate outside 0–100 %. */
  'billing.failed.vatRateInvalid',
  /** The seller's details are missing, so no tax invoice could be issued: payments are refused. */
  'billing.failed.sellerDetailsMissing',
  /** The bank details for transfers are missing. */
  'billing.failed.bankDetailsMissing',
  /** The amount a confirmation names differs from the transfer's. */
  'billing.failed.amountMismatch',
  /** A transfer the super admin rejected (its reason is shown beside it). */
  'billing.failed.transferRejected',
  /** Bank transfer is for school plans only. */
  'billing.failed.transferSchoolPlansOnly',
  /** Confirming a transfer while the seller's details are missing: its invoice could not be issued. */
  'billing.failed.confirmNeedsSellerDetails',
  /** Confirming or rejecting a transfer that is no longer pending. */
  'billing.failed.transferNotPending',
  'billing.success.settingsSaved',
  'billing.success.transferConfirmed',
  'billing.success.transferRejected',
] as const;

export type BillingMessageKey = (typeof billingMessageKeys)[number];
