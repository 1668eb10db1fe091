import type {
  BillingSettingsUpdate,
  TransferConfirm,
  TransferCreate,
  VatRateCreate,
} from '../../../contract/billing.ts';
import { billingEndpoints } from '../../../contract/endpoints/billing.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const fetchBillingTerms = (signal?: AbortSignal) =>
  callEndpoint(billingEndpoints.terms, {}, { signal });

export const fetchBillingSettings = (signal?: AbortSignal) =>
  callEndpoint(billingEndpoints.settings, {}, { signal });

export const saveBillingSettings = (input: BillingSettingsUpdate) =>
  callEndpoint(billingEndpoints.saveSettings, { body: input });

export const addVatRate = (input: VatRateCreate) =>
  callEndpoint(billingEndpoints.addVatRate, { body: input });

export const fetchInvoicePdf = (id: string) =>
  callEndpoint(billingEndpoints.invoicePdf, { params: { id } });

export const fetchInvoices = (from: string, to: string, signal?: AbortSignal) =>
  callEndpoint(billingEndpoints.listInvoices, { query: { from, to } }, { signal });

export const fetchInvoicesWorkbook = (from: string, to: string) =>
  callEndpoint(billingEndpoints.exportInvoices, { query: { from, to } });

export const requestTransfer = (input: TransferCreate) =>
  callEndpoint(billingEndpoints.requestTransfer, { body: input });

export const fetchTransfer = (id: string, signal?: AbortSignal) =>
  callEndpoint(billingEndpoints.transfer, { params: { id } }, { signal });

export const fetchProformaPdf = (id: string) =>
  callEndpoint(billingEndpoints.proformaPdf, { params: { id } });

export const fetchPendingTransfers = (signal?: AbortSignal) =>
  callEndpoint(billingEndpoints.pendingTransfers, {}, { signal });

export const confirmTransfer = (id: string, input: TransferConfirm) =>
  callEndpoint(billingEndpoints.confirmTransfer, { params: { id }, body: input });

export const rejectTransfer = (id: string, reason: string) =>
  callEndpoint(billingEndpoints.rejectTransfer, { params: { id }, body: { reason } });
