import ExcelJS from 'exceljs';

import { spreadsheetText } from '../../http/spreadsheet-text.ts';
import { riyadhOffsetMs } from '../dashboard/riyadh-time.ts';
import { invoiceNumberLabel } from './invoice-pdf/invoice-document.ts';
import { paymentMethodWords } from './invoice-pdf/invoice-words.ts';
import type { InvoiceRow } from './invoice-list.ts';

type CellValue = string | number | Date | null;

interface Column {
  header: string;
  width: number;
  numFmt?: string;
  valueOf(invoice: InvoiceRow): CellValue;
}

/** The moment as Riyadh's wall-clock time, which a spreadsheet shows as it is. */
function riyadhWallClock(moment: Date): Date {
  return new Date(moment.getTime() + riyadhOffsetMs);
}

const riyals = (halalas: number) => halalas / 100;

// Headers in both languages, as the invoices themselves: the accountant may read either.
const columns: Column[] = [
  {
    header: 'Invoice number / رقم الفاتورة',
    width: 16,
    valueOf: (i) => invoiceNumberLabel(i.number),
  },
  {
    header: 'Issued (Riyadh) / تاريخ الإصدار',
    width: 20,
    numFmt: 'yyyy-mm-dd hh:mm',
    valueOf: (i) => riyadhWallClock(i.issuedAt),
  },
  {
    header: 'Type / النوع',
    width: 14,
    valueOf: (i) => (i.kind === 'standard' ? 'Standard / ضريبية' : 'Simplified / مبسطة'),
  },
  { header: 'Buyer / المشتري', width: 30, valueOf: (i) => i.buyerName },
  {
    header: 'Buyer VAT number / الرقم الضريبي للمشتري',
    width: 20,
    valueOf: (i) => i.buyerVatNumber,
  },
  { header: 'Plan / الباقة', width: 24, valueOf: (i) => i.planNameEn },
  {
    header: 'Before VAT (SAR) / قبل الضريبة',
    width: 16,
    numFmt: '0.00',
    valueOf: (i) => riyals(i.beforeVatHalalas),
  },
  {
    header: 'VAT rate / نسبة الضريبة',
    width: 12,
    numFmt: '0.00%',
    valueOf: (i) => i.vatRateBasisPoints / 10_000,
  },
  {
    header: 'VAT (SAR) / الضريبة',
    width: 14,
    numFmt: '0.00',
    valueOf: (i) => riyals(i.vatHalalas),
  },
  {
    header: 'Total (SAR) / الإجمالي',
    width: 14,
    numFmt: '0.00',
    valueOf: (i) => riyals(i.totalHalalas),
  },
  {
    header: 'Payment method / طريقة الدفع',
    width: 18,
    valueOf: (i) => paymentMethodWords[i.paymentMethod].en,
  },
  {
    header: 'Seller VAT number / الرقم الضريبي للبائع',
    width: 20,
    valueOf: (i) => i.sellerVatNumber,
  },
  { header: 'UUID', width: 38, valueOf: (i) => i.id },
  { header: 'Test / تجريبية', width: 10, valueOf: (i) => (i.isTest ? 'TEST' : null) },
];

/** The period's invoices as one sheet with a frozen, filterable header row. */
export async function invoicesWorkbook(rows: InvoiceRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Shawahid';
  const sheet = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt && { style: { numFmt: column.numFmt } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).alignment = { wrapText: true, vertical: 'top' };
  // Buyers' and plans' names are what people typed: never a formula (OWASP).
  for (const row of rows) {
    sheet.addRow(columns.map((column) => spreadsheetText(column.valueOf(row))));
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
