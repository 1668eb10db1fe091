import type { invoices } from '../../../db/tables/invoices.ts';
import { invoiceNumberLabel, type InvoiceDocument } from './invoice-document.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** What a stored tax invoice prints: its own copy of every field, never today's settings. */
export function invoiceDocumentOf(row: InvoiceRow): InvoiceDocument {
  return {
    type: 'invoice',
    kind: row.kind,
    isTest: row.isTest,
    number: invoiceNumberLabel(row.number),
    uuid: row.id,
    issuedAt: row.issuedAt,
    seller: {
      nameAr: row.sellerNameAr,
      nameEn: row.sellerNameEn,
      vatNumber: row.sellerVatNumber,
      commercialRegistration: row.sellerCommercialRegistration,
      addressAr: row.sellerAddressAr,
      addressEn: row.sellerAddressEn,
    },
    buyer: { name: row.buyerName, vatNumber: row.buyerVatNumber },
    line: {
      planNameAr: row.planNameAr,
      planNameEn: row.planNameEn,
      periodStartsAt: row.periodStartsAt,
      periodEndsAt: row.periodEndsAt,
    },
    quantity: row.quantity,
    vatRateBasisPoints: row.vatRateBasisPoints,
    beforeVatHalalas: row.beforeVatHalalas,
    vatHalalas: row.vatHalalas,
    totalHalalas: row.totalHalalas,
    paymentMethod: row.paymentMethod,
    qr: row.qr,
    bank: null,
    hash: row.hash,
  };
}
