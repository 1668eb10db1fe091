import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { subscriptionStatuses } from '../../../../contract/constants.ts';
import { defaultObjectionWindowDays } from '../../../../contract/evaluation-objections.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';

/** A school (or other organisation) whose principal manages its staff and subscription. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    name: text('name').notNull().unique(),
    subdomain: text('subdomain').unique(),
    logoUrl: text('logo_url'),
    contactEmail: text('contact_email'),
    subscriptionStatus: text('subscription_status', { enum: subscriptionStatuses }),
    /** Days after finalisation a teacher may object to her evaluation (issue 33, item 5). */
    objectionWindowDays: integer('objection_window_days')
      .notNull()
      .default(defaultObjectionWindowDays),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'organizations_subscription_status_check',
      sql`${table.subscriptionStatus} in ${sqlValueList(subscriptionStatuses)}`,
    ),
  ],
);
