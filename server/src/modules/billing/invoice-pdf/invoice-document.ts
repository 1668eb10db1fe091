import type { InvoiceKind } from '../../../../../contract/billing.ts';
import type { PaymentMethod } from '../../../../../contract/payments.ts';

/**
 * Everything an invoice or a pro-forma prints, as plain data a render worker can be sent
 * (docs/billing.md, "The invoice's fields").
 */
export { invoiceNumberLabel } from '../../../../../contract/billing.ts';

export interface InvoiceDocument {
  /** A tax invoice, or a quotation for a transfer not yet received. */
  type: 'invoice' | 'proforma';
  kind: InvoiceKind;
  /** The sandbox: printed with a "test" mark. */
  isTest: boolean;
  /** "INV-000042", or the transfer's reference for a pro-forma. */
  number: string;
  uuid: string;
  issuedAt: Date;
  seller: {
    nameAr: string;
    nameEn: string;
    vatNumber: string;
    commercialRegistration: string;
    addressAr: string;
    addressEn: string;
  };
  buyer: { name: string; vatNumber: string | null };
  line: { planNameAr: string; planNameEn: string; periodStartsAt: Date; periodEndsAt: Date };
  quantity: number;
  vatRateBasisPoints: number;
  beforeVatHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  paymentMethod: PaymentMethod;
  /** The ZATCA QR text; a pro-forma has none. */
  qr: string | null;
  /** The bank to transfer to, on a pro-forma. */
  bank: { bankName: string; accountHolder: string; iban: string } | null;
  hash: string | null;
}
