import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { invoiceKinds } from '../../../../contract/billing.ts';
import { paymentMethods } from '../../../../contract/payments.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { payments } from './payments.ts';

/**
 * Each seller's invoice counter and the hash of its last invoice, updated in the transaction
 * that issues the next one, so numbers have no gaps and the chain has no fork (docs/billing.md).
 * The sandbox's test invoices count apart: they never take a number of the seller's real ones.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    sellerVatNumber: text('seller_vat_number').notNull(),
    isTest: boolean('is_test').notNull(),
    lastNumber: integer('last_number').notNull(),
    lastHash: text('last_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerVatNumber, table.isTest] })],
);

/**
 * A tax invoice, issued once per paid payment and never changed: everything it prints is
 * copied here, with the previous invoice's hash and its own (docs/billing.md, "The chain").
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    number: integer('number').notNull(),
    // Kept when the payer's account and payments are deleted: invoices are kept for years.
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    isTest: boolean('is_test').notNull(),
    sellerNameAr: text('seller_name_ar').notNull(),
    sellerNameEn: text('seller_name_en').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    sellerCommercialRegistration: text('seller_commercial_registration').notNull(),
    sellerAddressAr: text('seller_address_ar').notNull(),
    sellerAddressEn: text('seller_address_en').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerVatNumber: text('buyer_vat_number'),
    planNameAr: text('plan_name_ar').notNull(),
    planNameEn: text('plan_name_en').notNull(),
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }).notNull(),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    beforeVatHalalas: integer('before_vat_halalas').notNull(),
    vatHalalas: integer('vat_halalas').notNull(),
    totalHalalas: integer('total_halalas').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    qr: text('qr').notNull(),
  },
  (table) => [
    unique('invoices_seller_number_unique').on(table.sellerVatNumber, table.isTest, table.number),
    check('invoices_kind_check', sql`${table.kind} in ${sqlValueList(invoiceKinds)}`),
    check(
      'invoices_amounts_check',
      sql`${table.beforeVatHalalas} + ${table.vatHalalas} = ${table.totalHalalas}`,
    ),
    index('invoices_issued_at_idx').on(table.issuedAt),
  ],
);
