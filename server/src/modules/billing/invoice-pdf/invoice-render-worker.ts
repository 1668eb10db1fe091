import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

/**
 * A render worker's task for invoices (piscina runs it in the portfolio's worker threads, by
 * this file's name): one invoice or pro-forma, answered as the whole PDF.
 */
export default async function renderInvoiceJob(invoice: InvoiceDocument): Promise<Uint8Array> {
  const doc = renderInvoicePdf(invoice);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
