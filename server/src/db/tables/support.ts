import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import {
  chatSenders,
  conversationStatuses,
  type ChatSender,
  type ConversationStatus,
} from '../../../../contract/support-chat.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { users } from './users.ts';

/**
 * A support conversation: a signed-in user has at most one (`user_id`), a visitor one per
 * visitor token. The contact's name and email are kept as given, since visitors have no row.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    status: text('status').$type<ConversationStatus>().notNull().default('open'),
    // Contact messages after this are unread for the support team.
    supportReadAt: timestamp('support_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'support_conversations_status_check',
      sql`${table.status} in ${sqlValueList(conversationStatuses)}`,
    ),
    index('support_conversations_last_message_at_idx').on(table.lastMessageAt),
  ],
);

/** A chat message; its id is made on the sender's device so a resend is recognised. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<ChatSender>().notNull(),
    // The signed-in author; null for a visitor.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('support_messages_sender_check', sql`${table.sender} in ${sqlValueList(chatSenders)}`),
    index('support_messages_conversation_id_created_at_idx').on(
      table.conversationId,
      table.createdAt,
    ),
  ],
);
