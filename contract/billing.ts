import { z } from 'zod';

import { compactIban, isSaudiIban } from './iban.ts';
import { latinDigits } from './latin-digits.ts';
import { paymentMethods } from './payments.ts';
import { isCommercialRegistration, zVatNumber } from './vat-number.ts';

const zText = (max: number) =>
  z
    .string({ error: 'validation.error.required' })
    .trim()
    .min(1, { error: 'validation.error.required' })
    .max(max, { error: 'validation.error.maxLength' });

const zIban = z
  .string({ error: 'validation.error.required' })
  .transform(compactIban)
  .refine(isSaudiIban, { error: 'billing.failed.ibanInvalid' });

/** The seller printed on every tax invoice (system settings, super admin). */
export const zSellerDetails = z.object({
  sellerNameAr: zText(200),
  sellerNameEn: zText(200),
  vatNumber: zVatNumber,
  commercialRegistration: z
    .string({ error: 'validation.error.required' })
    .transform((value) => latinDigits(value.trim()))
    .refine(isCommercialRegistration, { error: 'billing.failed.commercialRegistrationInvalid' }),
  addressAr: zText(300),
  addressEn: zText(300),
});

/** Where schools send a transfer; all three or none. */
export const zBankDetails = z.object({
  bankName: zText(120),
  accountHolder: zText(200),
  iban: zIban,
});

/** PUT /admin/billing: the seller, the bank, and whether plan prices include VAT. */
export const zBillingSettingsUpdate = z.object({
  seller: zSellerDetails,
  bank: zBankDetails.nullable(),
  pricesIncludeVat: z.boolean({ error: 'validation.error.required' }),
});
export type BillingSettingsUpdate = z.input<typeof zBillingSettingsUpdate>;

export const zVatRate = z.object({
  /** 1500 is 15 %. */
  rateBasisPoints: z.number().int(),
  /** The first day (Riyadh) the rate applies, YYYY-MM-DD. */
  startsOn: z.string(),
});
export type VatRate = z.infer<typeof zVatRate>;

/** POST /admin/billing/vat-rates: a rate from a day on; earlier invoices keep theirs. */
export const zVatRateCreate = z.object({
  rateBasisPoints: z
    .number({ error: 'billing.failed.vatRateInvalid' })
    .int({ error: 'billing.failed.vatRateInvalid' })
    .min(0, { error: 'billing.failed.vatRateInvalid' })
    .max(10_000, { error: 'billing.failed.vatRateInvalid' }),
  startsOn: z.iso.date({ error: 'validation.error.mustBeDate' }),
});
export type VatRateCreate = z.input<typeof zVatRateCreate>;

const zSellerOut = z.object({
  sellerNameAr: z.string(),
  sellerNameEn: z.string(),
  vatNumber: z.string(),
  commercialRegistration: z.string(),
  addressAr: z.string(),
  addressEn: z.string(),
});
const zBankOut = z.object({ bankName: z.string(), accountHolder: z.string(), iban: z.string() });

/** GET /admin/billing. */
export const zBillingSettings = z.object({
  seller: zSellerOut.nullable(),
  bank: zBankOut.nullable(),
  pricesIncludeVat: z.boolean(),
  vatRates: z.array(zVatRate),
});
export type BillingSettings = z.infer<typeof zBillingSettings>;

/** GET /billing/terms: what the plan chooser and payment page need to show VAT. */
export const zBillingTerms = z.object({
  rateBasisPoints: z.number().int(),
  pricesIncludeVat: z.boolean(),
  /** Whether tax invoices can be issued (the seller's details are set). */
  sellerReady: z.boolean(),
  /** The sandbox gateway: invoices carry a "test" mark. */
  isTest: z.boolean(),
  /** Whether schools may pay by bank transfer. */
  transfersOpen: z.boolean(),
});
export type BillingTerms = z.infer<typeof zBillingTerms>;

export const invoiceKinds = ['standard', 'simplified'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** A tax invoice as the payment history and the super admin's list show it. */
export const zInvoiceSummary = z.object({
  id: z.string(),
  /** The sequential number, e.g. 42; printed as INV-000042. */
  number: z.number().int(),
  kind: z.enum(invoiceKinds),
  issuedAt: z.string(),
  paymentId: z.string(),
  buyerName: z.string(),
  buyerVatNumber: z.string().nullable(),
  planName: z.string(),
  beforeVatHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  totalHalalas: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
});
export type InvoiceSummary = z.infer<typeof zInvoiceSummary>;

/** GET /admin/invoices: the invoices issued from one day to another, both included. */
export const zInvoicePeriodQuery = z.object({
  from: z.iso.date({ error: 'validation.error.mustBeDate' }),
  to: z.iso.date({ error: 'validation.error.mustBeDate' }),
});

export const zInvoiceFileQuery = z.object({
  lang: z.enum(['en', 'ar']).optional(),
});

/** POST /payments/transfers: a school asks for an invoice to pay by bank transfer. */
export const zTransferCreate = z.object({
  planId: z.uuid({ error: 'payment.failed.invalidRequest' }),
  buyerVatNumber: zVatNumber.optional(),
});
export type TransferCreate = z.input<typeof zTransferCreate>;

/** A transfer awaiting the money: what to pay, where, and the reference to write on it. */
export const zTransferDetails = z.object({
  id: z.string(),
  reference: z.string(),
  planName: z.string(),
  amountHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  bankName: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  createdAt: z.string(),
  /** Awaiting the money, confirmed by the super admin, or rejected by them with a reason. */
  state: z.enum(['pending', 'confirmed', 'rejected']),
  /** Why the super admin rejected it; the school reads it on the transfer's page. */
  rejectionReason: z.string().nullable(),
});
export type TransferDetails = z.infer<typeof zTransferDetails>;

/** A pending transfer, for the super admin. */
export const zPendingTransfer = zTransferDetails.extend({
  buyerName: z.string(),
  buyerEmail: z.string(),
});
export type PendingTransfer = z.infer<typeof zPendingTransfer>;

/** POST /admin/transfers/:id/confirm: the money arrived. */
export const zTransferConfirm = z.object({
  amountHalalas: z
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeNumber' }),
  receivedOn: z.iso.date({ error: 'validation.error.mustBeDate' }),
  bankReference: zText(100),
});
export type TransferConfirm = z.input<typeof zTransferConfirm>;

/** POST /admin/transfers/:id/reject. */
export const zTransferReject = z.object({ reason: zText(500) });
export type TransferReject = z.input<typeof zTransferReject>;

/** An invoice's printed number: "INV-000042". */
export function invoiceNumberLabel(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}
