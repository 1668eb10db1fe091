import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { invoices } from '../../db/tables/invoices.ts';
import type { InvoiceDocument } from './invoice-pdf/invoice-document.ts';
import { invoiceDocumentOf } from './invoice-pdf/invoice-document-of.ts';

/** An invoice takes well under a second; past this the thread is freed for others. */
const timeBudgetMs = 30_000;
const workerFile = new URL('./invoice-pdf/invoice-render-worker.ts', import.meta.url).href;

type RenderingApp = Pick<FastifyInstance, 'db' | 'renderPool'>;

/** Draws an invoice or pro-forma in the portfolio's render threads, never on the event loop. */
export async function renderInvoiceDocument(
  app: Pick<FastifyInstance, 'renderPool'>,
  document: InvoiceDocument,
  signal?: AbortSignal,
): Promise<Buffer> {
  const budget = AbortSignal.timeout(timeBudgetMs);
  const bytes = await app.renderPool.runFile(
    workerFile,
    document,
    signal ? AbortSignal.any([signal, budget]) : budget,
  );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The tax invoice of a payment as a PDF, or undefined while it has none (not paid yet). The
 * receipt email (notifications) attaches this.
 */
export async function renderInvoicePdfForPayment(
  app: RenderingApp,
  paymentId: string,
  signal?: AbortSignal,
): Promise<{ fileName: string; pdf: Buffer } | undefined> {
  const [row] = await app.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (!row) return undefined;
  const document = invoiceDocumentOf(row);
  return {
    fileName: `${document.number}.pdf`,
    pdf: await renderInvoiceDocument(app, document, signal),
  };
}
