import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { invitationRoles } from '../../../../contract/invitations.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A principal's invitation to join the school. Only a hash of the emailed token is kept; the
 * status (pending, accepted, expired, revoked) follows from the timestamps.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: invitationRoles }).notNull(),
    job: text('job'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('invitations_role_check', sql`${table.role} in ${sqlValueList(invitationRoles)}`),
    check('invitations_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    // One open invitation per address and school: a second one is a resend.
    uniqueIndex('invitations_open_email_idx')
      .on(table.organizationId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index('invitations_organization_id_idx').on(table.organizationId),
  ],
);
