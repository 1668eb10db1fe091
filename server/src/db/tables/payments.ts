import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { gatewayMethods, paymentMethods, paymentStatuses } from '../../../../contract/payments.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { subscriptionPlans } from './subscription-plans.ts';
import { users } from './users.ts';

/**
 * One checkout attempt. The id is also the provider's payment id (Moyasar's `given_id`), so a
 * retried create can never charge twice; the amount is the plan's price when it was created.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    planName: text('plan_name').notNull(),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    method: text('method', { enum: paymentMethods }).notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('initiated'),
    failureKey: text('failure_key'),
    // The VAT in the amount at the rate of the day the payment began (docs/billing.md).
    vatHalalas: integer('vat_halalas').notNull().default(0),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(0),
    // The school's VAT number when it gave one: its invoice is then a standard tax invoice.
    buyerVatNumber: text('buyer_vat_number'),
    // A bank transfer: the reference the school writes on it, and what the super admin saw.
    transferReference: text('transfer_reference').unique(),
    bankReference: text('bank_reference'),
    transferReceivedOn: text('transfer_received_on'),
    rejectionReason: text('rejection_reason'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_status_check', sql`${table.status} in ${sqlValueList(paymentStatuses)}`),
    check('payments_method_check', sql`${table.method} in ${sqlValueList(paymentMethods)}`),
    index('payments_user_id_idx').on(table.userId),
  ],
);

/**
 * The built-in sandbox gateway's own records, standing in for the provider's side: the outcome
 * its test card or wallet decides, never the card number itself.
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: uuid('id').primaryKey(),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: gatewayMethods }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('initiated'),
    // The failure the test card or number leads to once its step completes; null means paid.
    plannedFailureKey: text('planned_failure_key'),
    failureKey: text('failure_key'),
    callbackUrl: text('callback_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'sandbox_gateway_payments_status_check',
      sql`${table.status} in ${sqlValueList(paymentStatuses)}`,
    ),
  ],
);
