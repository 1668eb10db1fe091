/** What the payments module offers the other modules; the rest is its own (docs/server-modules.md). */
export { insertPayment } from './insert-payment.ts';
export { markPaymentPaid } from './mark-payment-paid.ts';
export { mayBuyOrganizationPlan } from './payment-service.ts';
export { refuseUnlessRenewal } from './renewal-rule.ts';
