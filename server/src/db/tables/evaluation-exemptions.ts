import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { users } from './users.ts';

/**
 * Why a staff member may be left out of a year's evaluation, seeded by the migration that
 * created the table (data, not code: contract/evaluation-exemptions.ts).
 */
export const evaluationExemptionReasons = pgTable('evaluation_exemption_reasons', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A staff member marked by their principal as not evaluated in a school year. */
export const evaluationExemptions = pgTable(
  'evaluation_exemptions',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolYear: text('school_year').notNull(),
    reasonCode: text('reason_code')
      .notNull()
      .references(() => evaluationExemptionReasons.code),
    note: text('note').notNull().default(''),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('evaluation_exemptions_user_year_unique').on(table.userId, table.schoolYear)],
);
