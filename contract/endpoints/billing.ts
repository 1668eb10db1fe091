import { z } from 'zod';

import {
  zBillingSettings,
  zBillingSettingsUpdate,
  zBillingTerms,
  zInvoicePeriodQuery,
  zInvoiceSummary,
  zPendingTransfer,
  zTransferConfirm,
  zTransferCreate,
  zTransferDetails,
  zTransferReject,
  zVatRateCreate,
} from '../billing.ts';
import { zIdParams } from '../ids.ts';
import { defineEndpoint, fileResult } from './define-endpoint.ts';

const tag = 'Billing';

/**
 * VAT, seller details, tax invoices and bank transfers (docs/billing.md): buyers read the
 * terms and their invoices; only the super admin sets the seller, confirms transfers and
 * exports invoices.
 */
export const billingEndpoints = {
  terms: defineEndpoint({
    method: 'GET',
    path: '/billing/terms',
    summary: 'The VAT rate of today, whether prices include it, and whether invoices can be issued',
    tag,
    result: zBillingTerms,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/billing',
    summary: 'The seller, the bank account for transfers, and the VAT rates',
    tag,
    result: zBillingSettings,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/admin/billing',
    summary: 'Set the seller, the bank account for transfers, and whether prices include VAT',
    tag,
    body: zBillingSettingsUpdate,
    result: zBillingSettings,
  }),
  addVatRate: defineEndpoint({
    method: 'POST',
    path: '/admin/billing/vat-rates',
    summary: 'A VAT rate from a day on; invoices before it keep their rate',
    tag,
    body: zVatRateCreate,
    result: zBillingSettings,
    successStatus: 201,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/invoices/:id/pdf',
    summary: 'A tax invoice as a bilingual PDF with its QR code, for its payer or the super admin',
    tag,
    params: zIdParams,
    result: fileResult,
  }),
  listInvoices: defineEndpoint({
    method: 'GET',
    path: '/admin/invoices',
    summary: 'The invoices issued in a period (Riyadh days, both included)',
    tag,
    query: zInvoicePeriodQuery,
    result: z.array(zInvoiceSummary),
  }),
  exportInvoices: defineEndpoint({
    method: 'GET',
    path: '/admin/invoices/export',
    summary: 'The invoices issued in a period as an XLSX workbook for the accountant',
    tag,
    query: zInvoicePeriodQuery,
    result: fileResult,
  }),
  requestTransfer: defineEndpoint({
    method: 'POST',
    path: '/payments/transfers',
    summary: 'Ask to pay a school plan by bank transfer: answers the bank and the reference',
    tag,
    body: zTransferCreate,
    result: zTransferDetails,
    successStatus: 201,
  }),
  transfer: defineEndpoint({
    method: 'GET',
    path: '/payments/transfers/:id',
    summary: 'A transfer the caller asked for, with the bank and the reference',
    tag,
    params: zIdParams,
    result: zTransferDetails,
  }),
  proformaPdf: defineEndpoint({
    method: 'GET',
    path: '/payments/transfers/:id/pdf',
    summary: 'The pro-forma (quotation) of a pending transfer, clearly not a tax invoice',
    tag,
    params: zIdParams,
    result: fileResult,
  }),
  pendingTransfers: defineEndpoint({
    method: 'GET',
    path: '/admin/transfers',
    summary: 'Transfers awaiting the money, oldest first',
    tag,
    result: z.array(zPendingTransfer),
  }),
  confirmTransfer: defineEndpoint({
    method: 'POST',
    path: '/admin/transfers/:id/confirm',
    summary: 'The money arrived: activates the year and issues the tax invoice',
    tag,
    params: zIdParams,
    body: zTransferConfirm,
    result: z.null(),
  }),
  rejectTransfer: defineEndpoint({
    method: 'POST',
    path: '/admin/transfers/:id/reject',
    summary: 'Refuse a transfer, with the reason the school sees',
    tag,
    params: zIdParams,
    body: zTransferReject,
    result: z.null(),
  }),
};
