import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { subscriptionStatuses } from '../../../../contract/constants.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { organizations } from './organizations.ts';
import { payments } from './payments.ts';
import { subscriptionPlans } from './subscription-plans.ts';
import { users } from './users.ts';

/**
 * A personal (user_id) or organisation (organization_id) subscription period, e.g. the
 * 14-day trial every signup gets, or a paid year activated by exactly one verified payment.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    planName: text('plan_name').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // Copied from the plan at activation so later plan edits never change a paid period's seats.
    teacherLimit: integer('teacher_limit'),
    planId: uuid('plan_id').references(() => subscriptionPlans.id),
    // Unique: however often the callback and the webhook arrive, a payment activates once.
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    renewalCancelledAt: timestamp('renewal_cancelled_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_status_check',
      sql`${table.status} in ${sqlValueList(subscriptionStatuses)}`,
    ),
    check(
      'subscriptions_one_owner_check',
      sql`(${table.userId} is null) <> (${table.organizationId} is null)`,
    ),
    index('subscriptions_user_id_idx').on(table.userId),
    index('subscriptions_organization_id_idx').on(table.organizationId),
  ],
);
