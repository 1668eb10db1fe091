import { eq } from 'drizzle-orm';

import { billingEndpoints as billing } from '../../../../contract/endpoints/billing.ts';
import { xlsxContentType } from '../../../../contract/evaluation-results-export.ts';
import { invoices } from '../../db/tables/invoices.ts';
import { payments } from '../../db/tables/payments.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { success } from '../../http/envelope.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { clientGone } from '../../http/client-gone.ts';
import { adminBillingSettings, readBillingState, vatRateOn } from './billing-settings.ts';
import { invoiceNumberLabel } from './invoice-pdf/invoice-document.ts';
import { invoiceDocumentOf } from './invoice-pdf/invoice-document-of.ts';
import { proformaDocumentOf } from './invoice-pdf/proforma-document-of.ts';
import { invoiceSummary, invoicesIssuedBetween } from './invoice-list.ts';
import { invoicesWorkbook } from './invoices-workbook.ts';
import { renderInvoiceDocument } from './render-invoice.ts';
import { addVatRate, saveBillingSettings } from './save-billing-settings.ts';
import { sendPdf } from './send-pdf.ts';
import {
  confirmTransfer,
  ownTransfer,
  pendingTransfers,
  rejectTransfer,
  requestTransfer,
  type TransferContext,
} from './transfers.ts';

/**
 * Billing (contract/endpoints/billing.ts, docs/billing.md): the VAT terms, the seller and bank
 * settings, tax invoices as PDFs and for the accountant, and bank transfers.
 */
export const billingRoutes: ApiModule = async (app) => {
  const signedIn = { config: { auth: true } } as const;
  const superAdmin = { config: { auth: { roles: ['super_admin'] } } } as const;
  // Without Moyasar the sandbox gateway takes payments (payment-provider-for.ts): invoices say "test".
  const isTest = !app.config.moyasar;
  const transfers: TransferContext = { db: app.db, now: () => app.clock.now(), isTest };

  declaredRoute(app, billing.terms, signedIn, async () => {
    const state = await readBillingState(app.db);
    return success({
      rateBasisPoints: await vatRateOn(app.db, app.clock.now()),
      pricesIncludeVat: state.pricesIncludeVat,
      sellerReady: state.seller !== null,
      isTest,
      transfersOpen: state.bank !== null,
    });
  });

  declaredRoute(app, billing.settings, superAdmin, async () =>
    success(await adminBillingSettings(app.db)),
  );

  declaredRoute(app, billing.saveSettings, superAdmin, async (request) => {
    await saveBillingSettings(app.db, request.body, app.clock.now());
    return success(await adminBillingSettings(app.db), 'billing.success.settingsSaved');
  });

  declaredRoute(app, billing.addVatRate, superAdmin, async (request) => {
    await addVatRate(app.db, request.body);
    return success(await adminBillingSettings(app.db), 'billing.success.settingsSaved');
  });

  declaredRoute(app, billing.invoicePdf, signedIn, async (request, reply) => {
    const [row] = await app.db
      .select({ invoice: invoices, payerId: payments.userId })
      .from(invoices)
      .leftJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(invoices.id, request.params.id));
    const mayRead = row && (row.payerId === request.user.id || request.user.role === 'super_admin');
    if (!row || !mayRead) throw new ApiError(404, 'common.error.notFound');
    const pdf = await renderInvoiceDocument(app, invoiceDocumentOf(row.invoice), clientGone(reply));
    return sendPdf(reply, pdf, `${invoiceNumberLabel(row.invoice.number)}.pdf`);
  });

  declaredRoute(app, billing.listInvoices, superAdmin, async (request) => {
    const rows = await invoicesIssuedBetween(app.db, request.query.from, request.query.to);
    return success(rows.map(invoiceSummary));
  });

  declaredRoute(app, billing.exportInvoices, superAdmin, async (request, reply) => {
    const { from, to } = request.query;
    const workbook = await invoicesWorkbook(await invoicesIssuedBetween(app.db, from, to));
    return reply
      .type(xlsxContentType)
      .header(
        'content-disposition',
        contentDisposition('attachment', `invoices-${from}-${to}.xlsx`),
      )
      .header('cache-control', 'private, no-store')
      .send(workbook);
  });

  declaredRoute(app, billing.requestTransfer, signedIn, async (request) =>
    success(await requestTransfer(transfers, request.user, request.body)),
  );

  declaredRoute(app, billing.transfer, signedIn, async (request) =>
    success((await ownTransfer(app.db, request.user, request.params.id)).details),
  );

  declaredRoute(app, billing.proformaPdf, signedIn, async (request, reply) => {
    const { payment } = await ownTransfer(app.db, request.user, request.params.id);
    if (payment.status !== 'initiated')
      throw new ApiError(409, 'billing.failed.transferNotPending');
    const document = await proformaDocumentOf(app.db, payment);
    const pdf = await renderInvoiceDocument(app, document, clientGone(reply));
    return sendPdf(reply, pdf, `${document.number}-proforma.pdf`);
  });

  declaredRoute(app, billing.pendingTransfers, superAdmin, async () =>
    success(await pendingTransfers(app.db)),
  );

  declaredRoute(app, billing.confirmTransfer, superAdmin, async (request) => {
    await confirmTransfer(transfers, request.user, request.params.id, request.body);
    return success(null, 'billing.success.transferConfirmed');
  });

  declaredRoute(app, billing.rejectTransfer, superAdmin, async (request) => {
    await rejectTransfer(transfers, request.user, request.params.id, request.body.reason);
    return success(null, 'billing.success.transferRejected');
  });
};
