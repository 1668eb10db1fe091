import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  notificationChannels,
  notificationKinds,
  notificationSubjects,
  type NotificationChannel,
  type NotificationDetails,
  type NotificationKind,
  type NotificationSubject,
} from '../../../../contract/notifications.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { users } from './users.ts';

/** The channels a delivery goes by; `none` is a preference, never a delivery. */
export const deliveryChannels = ['push', 'email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const deliveryStates = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/**
 * One notification of one recipient (docs/notifications.md): written in the transaction of the
 * change that causes it, read by the centre and pulled to her devices. `period_key` names the
 * period a scheduled one is for (a day's digest, a subscription's reminder), so a second server
 * instance making the same one finds it taken.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subject: text('subject').$type<NotificationSubject>().notNull(),
    subjectId: uuid('subject_id'),
    details: jsonb('details').$type<NotificationDetails>().notNull(),
    periodKey: text('period_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check('notifications_kind_check', sql`${table.kind} in ${sqlValueList(notificationKinds)}`),
    check(
      'notifications_subject_check',
      sql`${table.subject} in ${sqlValueList(notificationSubjects)}`,
    ),
    index('notifications_recipient_id_idx').on(table.recipientId, table.id),
    uniqueIndex('notifications_period_key_unique').on(
      table.recipientId,
      table.kind,
      table.periodKey,
    ),
  ],
);

/**
 * The delivery outbox: one row per notification and channel still to send. A worker claims due
 * rows with `FOR UPDATE SKIP LOCKED` and leases them (`claimed_until`), so two instances never
 * send one row at once and a row whose sender died is sent again later.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds it until then; past it, a worker that died is assumed and it is retried. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'notification_deliveries_channel_check',
      sql`${table.channel} in ${sqlValueList(deliveryChannels)}`,
    ),
    check(
      'notification_deliveries_state_check',
      sql`${table.state} in ${sqlValueList(deliveryStates)}`,
    ),
    index('notification_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index('notification_deliveries_recipient_kind_idx').on(
      table.recipientId,
      table.kind,
      table.channel,
      table.sentAt,
    ),
  ],
);

/**
 * A device's Web Push subscription. `token_id` is the access token (`jti`) of the session that
 * made it, so signing that session out deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    tokenId: text('token_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
);

/** A user's channel for a kind; a kind without a row goes by `defaultNotificationChannels`. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check(
      'notification_preferences_kind_check',
      sql`${table.kind} in ${sqlValueList(notificationKinds)}`,
    ),
    check(
      'notification_preferences_channel_check',
      sql`${table.channel} in ${sqlValueList(notificationChannels)}`,
    ),
  ],
);
