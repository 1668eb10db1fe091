/** What the billing module offers the other modules; the rest is its own (docs/server-modules.md). */
export { paymentPrice } from './payment-price.ts';
export { issueInvoice } from './issue-invoice.ts';
export type { IssueOptions } from './issue-invoice.ts';
