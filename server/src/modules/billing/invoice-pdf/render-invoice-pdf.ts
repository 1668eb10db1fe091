import PDFDocument from 'pdfkit';

import { recordArabicLigaturesInVisualOrder } from '../../../pdf/ligature-text-order.ts';
import type { TextStyle } from '../../../pdf/paragraph-layout.ts';
import { registerPdfFonts } from '../../../pdf/pdf-fonts.ts';
import { drawQrCode } from '../../../pdf/qr-code.ts';
import { drawCell, type Cell } from './invoice-cells.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { invoiceWords as words, paymentMethodWords, type BilingualLabel } from './invoice-words.ts';

const ink = '#212529';
const muted = '#5c636a';
const accent = '#0b7285';
const warning = '#c92a2a';

const styles = {
  title: { size: 17, weight: 'bold', color: accent },
  section: { size: 11, weight: 'bold', color: accent },
  label: { size: 8.5, weight: 'regular', color: muted },
  value: { size: 9.5, weight: 'regular', color: ink },
  total: { size: 11, weight: 'bold', color: ink },
  mark: { size: 10, weight: 'bold', color: warning },
  small: { size: 7, weight: 'regular', color: muted },
} as const satisfies Record<string, TextStyle>;

const margin = 40;
const pageWidth = 595.28;
const labelWidth = 150;
const english: Cell = { x: margin, width: labelWidth, align: 'left', direction: 'ltr' };
const arabic: Cell = {
  x: pageWidth - margin - labelWidth,
  width: labelWidth,
  align: 'right',
  direction: 'rtl',
};
const value: Cell = {
  x: margin + labelWidth + 8,
  width: pageWidth - 2 * margin - 2 * labelWidth - 16,
  align: 'center',
  direction: 'auto',
};
const qrSize = 118;

/** Riyals with two decimals and Latin digits, the same in both languages: "SAR 375.00". */
function money(halalas: number): string {
  const amount = new Intl.NumberFormat('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(halalas / 100);
  return `${amount} ${words.currency.en} / ${words.currency.ar}`;
}

function dateTime(moment: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(moment);
}

function day(moment: Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Riyadh' }).format(
    moment,
  );
}

class InvoiceFlow {
  y = margin;
  constructor(readonly doc: PDFKit.PDFDocument) {}

  /** English label, value(s), Arabic label, on one row; a rule under it. */
  row(label: BilingualLabel, values: string[], style: TextStyle = styles.value): void {
    const top = this.y + 4;
    const heights = [
      drawCell(this.doc, label.en, english, top, styles.label),
      drawCell(this.doc, label.ar, arabic, top, styles.label),
      values.reduce(
        (height, text) => height + drawCell(this.doc, text, value, top + height, style),
        0,
      ),
    ];
    this.y = top + Math.max(...heights) + 3;
    this.doc
      .moveTo(margin, this.y)
      .lineTo(pageWidth - margin, this.y)
      .lineWidth(0.4)
      .strokeColor('#dee2e6')
      .stroke();
  }

  heading(label: BilingualLabel, style: TextStyle = styles.section): void {
    const top = this.y + 10;
    const full = pageWidth - 2 * margin;
    const height = Math.max(
      drawCell(this.doc, label.en, { ...english, width: full / 2 }, top, style),
      drawCell(
        this.doc,
        label.ar,
        { ...arabic, x: margin + full / 2, width: full / 2 },
        top,
        style,
      ),
    );
    this.y = top + height + 2;
  }

  banner(label: BilingualLabel): void {
    const full: Cell = {
      x: margin,
      width: pageWidth - 2 * margin,
      align: 'center',
      direction: 'ltr',
    };
    const top = this.y + 6;
    const first = drawCell(this.doc, label.en, full, top, styles.mark);
    const second = drawCell(
      this.doc,
      label.ar,
      { ...full, direction: 'rtl' },
      top + first,
      styles.mark,
    );
    this.y = top + first + second + 2;
  }
}

function titleOf(invoice: InvoiceDocument): BilingualLabel {
  if (invoice.type === 'proforma') return words.proformaTitle;
  return invoice.kind === 'standard' ? words.standardTitle : words.simplifiedTitle;
}

function pct(basisPoints: number): string {
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
}

/**
 * The bilingual invoice page: English labels on the left, Arabic on the right, the values
 * between them, and ZATCA's QR code at the foot (docs/billing.md). Runs in a render worker.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: false,
    lang: 'ar-SA',
    displayTitle: true,
    info: {
      Title: `${titleOf(invoice).en} ${invoice.number}`,
      Author: invoice.seller.nameEn,
      Creator: 'Shawahid',
    },
  });
  registerPdfFonts(doc);
  const flow = new InvoiceFlow(doc);
  flow.heading(titleOf(invoice), styles.title);
  if (invoice.isTest) flow.banner(words.testMark);
  if (invoice.type === 'proforma') flow.banner(words.proformaNote);

  flow.row(invoice.type === 'proforma' ? words.reference : words.invoiceNumber, [invoice.number]);
  flow.row(words.uuid, [invoice.uuid]);
  flow.row(words.issueDate, [dateTime(invoice.issuedAt)]);

  flow.heading(words.seller);
  flow.row(words.name, [invoice.seller.nameAr, invoice.seller.nameEn]);
  flow.row(words.vatNumber, [invoice.seller.vatNumber]);
  flow.row(words.commercialRegistration, [invoice.seller.commercialRegistration]);
  flow.row(words.address, [invoice.seller.addressAr, invoice.seller.addressEn]);

  flow.heading(words.buyer);
  flow.row(words.name, [invoice.buyer.name]);
  if (invoice.buyer.vatNumber) flow.row(words.vatNumber, [invoice.buyer.vatNumber]);

  flow.heading(words.description);
  flow.row(words.description, [invoice.line.planNameAr, invoice.line.planNameEn]);
  flow.row(words.period, [
    `${day(invoice.line.periodStartsAt)} – ${day(invoice.line.periodEndsAt)}`,
  ]);
  flow.row(words.quantity, [String(invoice.quantity)]);
  flow.row(words.unitPrice, [money(invoice.beforeVatHalalas)]);
  flow.row(words.beforeVat, [money(invoice.beforeVatHalalas)]);
  flow.row(
    {
      en: `${words.vat.en} (${pct(invoice.vatRateBasisPoints)})`,
      ar: `${words.vat.ar} (${pct(invoice.vatRateBasisPoints)})`,
    },
    [money(invoice.vatHalalas)],
  );
  flow.row(words.total, [money(invoice.totalHalalas)], styles.total);
  const method = paymentMethodWords[invoice.paymentMethod];
  flow.row(words.paymentMethod, [`${method.en} / ${method.ar}`]);

  if (invoice.bank) {
    flow.heading(words.bank);
    flow.row(words.bank, [invoice.bank.bankName]);
    flow.row(words.accountHolder, [invoice.bank.accountHolder]);
    flow.row(words.iban, [invoice.bank.iban]);
  }

  if (invoice.qr) {
    const top = Math.max(flow.y + 16, doc.page.height - margin - qrSize - 30);
    drawQrCode(doc, invoice.qr, (pageWidth - qrSize) / 2, top, qrSize);
    flow.y = top + qrSize + 4;
  }
  if (invoice.hash) {
    flow.row(words.hash, [invoice.hash], styles.small);
  }
  recordArabicLigaturesInVisualOrder(doc);
  doc.end();
  return doc;
}
