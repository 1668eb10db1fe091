import { createHash } from 'node:crypto';

/**
 * The "previous invoice hash" of a seller's first invoice, as ZATCA defines it: base64 of the
 * SHA-256 of "0" (written as hex).
 */
export const firstPreviousHash = Buffer.from(
  createHash('sha256').update('0').digest('hex'),
).toString('base64');

/** What an invoice's hash covers: every printed field, its counter and the previous hash. */
export interface HashedInvoice {
  id: string;
  number: number;
  issuedAt: string;
  sellerVatNumber: string;
  buyerName: string;
  buyerVatNumber: string | null;
  beforeVatHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  previousHash: string;
}

/**
 * The invoice's hash: base64 of SHA-256 over its fields in a fixed order. Phase 2 hashes the
 * canonical XML instead (docs/billing.md, "Phase 2"); the chain works the same way.
 */
export function invoiceHash(invoice: HashedInvoice): string {
  const canonical = JSON.stringify([
    invoice.id,
    invoice.number,
    invoice.issuedAt,
    invoice.sellerVatNumber,
    invoice.buyerName,
    invoice.buyerVatNumber,
    invoice.beforeVatHalalas,
    invoice.vatHalalas,
    invoice.totalHalalas,
    invoice.previousHash,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('base64');
}
