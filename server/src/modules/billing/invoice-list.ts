import { and, asc, gte, lt } from 'drizzle-orm';

import type { InvoiceSummary } from '../../../../contract/billing.ts';
import type { Database } from '../../db/database.ts';
import { invoices } from '../../db/tables/invoices.ts';
import { startOfRiyadhDay } from '../dashboard/riyadh-time.ts';

const dayMs = 24 * 60 * 60 * 1000;

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoices issued from the Riyadh day `from` to the day `to`, both included, in order. */
export async function invoicesIssuedBetween(
  db: Pick<Database, 'select'>,
  from: string,
  to: string,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        gte(invoices.issuedAt, startOfRiyadhDay(from)),
        lt(invoices.issuedAt, new Date(startOfRiyadhDay(to).getTime() + dayMs)),
      ),
    )
    .orderBy(asc(invoices.sellerVatNumber), asc(invoices.number));
}

export function invoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    paymentId: row.paymentId ?? '',
    buyerName: row.buyerName,
    buyerVatNumber: row.buyerVatNumber,
    planName: row.planNameEn,
    beforeVatHalalas: row.beforeVatHalalas,
    vatHalalas: row.vatHalalas,
    totalHalalas: row.totalHalalas,
    paymentMethod: row.paymentMethod,
  };
}
