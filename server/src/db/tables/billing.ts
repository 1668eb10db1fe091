import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one row of billing settings (system settings): the seller every tax invoice names, the
 * bank account schools transfer to, and whether plan prices include VAT. Null until set.
 */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer('id').primaryKey().default(1),
    sellerNameAr: text('seller_name_ar'),
    sellerNameEn: text('seller_name_en'),
    vatNumber: text('vat_number'),
    commercialRegistration: text('commercial_registration'),
    addressAr: text('address_ar'),
    addressEn: text('address_en'),
    bankName: text('bank_name'),
    accountHolder: text('account_holder'),
    iban: text('iban'),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('billing_settings_single_row_check', sql`${table.id} = 1`)],
);

/**
 * VAT rates, each from its first day (Riyadh): a payment takes the rate of its day, so a new
 * rate never rewrites what was already invoiced.
 */
export const vatRates = pgTable(
  'vat_rates',
  {
    startsOn: text('starts_on').primaryKey(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'vat_rates_rate_check',
      sql`${table.rateBasisPoints} >= 0 and ${table.rateBasisPoints} <= 10000`,
    ),
  ],
);
