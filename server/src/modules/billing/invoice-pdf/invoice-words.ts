import type { PaymentMethod } from '../../../../../contract/payments.ts';

/** A label printed in both languages, side by side, as Saudi invoices are. */
export interface BilingualLabel {
  en: string;
  ar: string;
}

const both = (en: string, ar: string): BilingualLabel => ({ en, ar });

export const invoiceWords = {
  standardTitle: both('Tax Invoice', 'فاتورة ضريبية'),
  simplifiedTitle: both('Simplified Tax Invoice', 'فاتورة ضريبية مبسطة'),
  proformaTitle: both('Quotation (pro-forma invoice)', 'عرض سعر (فاتورة مبدئية)'),
  proformaNote: both(
    'Not a tax invoice: the tax invoice is issued when the transfer is received.',
    'ليست فاتورة ضريبية: تصدر الفاتورة الضريبية عند استلام الحوالة.',
  ),
  testMark: both(
    'TEST: issued by the sandbox, not a valid tax invoice',
    'تجريبية: صادرة من بيئة الاختبار وليست فاتورة ضريبية معتمدة',
  ),
  seller: both('Seller', 'البائع'),
  buyer: both('Buyer', 'المشتري'),
  invoiceNumber: both('Invoice number', 'رقم الفاتورة'),
  reference: both('Reference', 'الرقم المرجعي'),
  uuid: both('Invoice UUID', 'المعرّف الفريد'),
  issueDate: both('Issue date and time', 'تاريخ ووقت الإصدار'),
  name: both('Name', 'الاسم'),
  vatNumber: both('VAT number', 'الرقم الضريبي'),
  commercialRegistration: both('Commercial registration', 'السجل التجاري'),
  address: both('Address', 'العنوان'),
  description: both('Description', 'الوصف'),
  period: both('Period', 'المدة'),
  quantity: both('Quantity', 'الكمية'),
  unitPrice: both('Unit price (before VAT)', 'سعر الوحدة (قبل الضريبة)'),
  beforeVat: both('Total before VAT', 'الإجمالي قبل الضريبة'),
  vat: both('VAT', 'ضريبة القيمة المضافة'),
  total: both('Total with VAT', 'الإجمالي شامل الضريبة'),
  paymentMethod: both('Payment method', 'طريقة الدفع'),
  bank: both('Bank', 'البنك'),
  accountHolder: both('Account holder', 'اسم المستفيد'),
  iban: both('IBAN', 'رقم الآيبان'),
  hash: both('Invoice hash', 'تجزئة الفاتورة'),
  currency: both('SAR', 'ر.س'),
} as const;

export const paymentMethodWords: Record<PaymentMethod, BilingualLabel> = {
  creditcard: both('Card (mada, Visa, Mastercard)', 'بطاقة (مدى، فيزا، ماستركارد)'),
  applepay: both('Apple Pay', 'Apple Pay'),
  stcpay: both('STC Pay', 'STC Pay'),
  banktransfer: both('Bank transfer', 'حوالة بنكية'),
};
