import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { planCategories } from '../../../../contract/subscriptions.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';

/**
 * A yearly plan for sale, in both languages, priced in halalas. Retiring a plan hides it from
 * buyers but keeps it for the subscriptions and payments that name it.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    category: text('category', { enum: planCategories }).notNull(),
    priceHalalas: integer('price_halalas').notNull(),
    originalPriceHalalas: integer('original_price_halalas'),
    teacherLimit: integer('teacher_limit'),
    period: text('period', { enum: ['yearly'] })
      .notNull()
      .default('yearly'),
    isComingSoon: boolean('is_coming_soon').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscription_plans_category_check',
      sql`${table.category} in ${sqlValueList(planCategories)}`,
    ),
    check('subscription_plans_period_check', sql`${table.period} in ('yearly')`),
    check('subscription_plans_price_check', sql`${table.priceHalalas} > 0`),
    check(
      'subscription_plans_teacher_limit_check',
      sql`${table.category} = 'personal' or ${table.teacherLimit} > 0`,
    ),
  ],
);
