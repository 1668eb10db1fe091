import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { locales, type Locale } from '../../../../contract/constants.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A share link of one school year's portfolio (docs/portfolio.md, "Share links"). The token
 * itself is never stored: it is an HMAC of `token_salt` under the server's secret, so the app
 * can print a link again (the PDF's QR code) while a leaked table opens nothing; `token_hash`
 * finds the row from a link. The status (active, expired, revoked) follows from the timestamps.
 * A link belongs to the school the owner was in when it was made (`organization_id`, null for
 * an independent teacher): it shows only that school's evidence and dies when the owner leaves.
 */
export const portfolioShares = pgTable(
  'portfolio_shares',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The school year by the year it starts in: 2026 for 2026-2027. */
    schoolYear: integer('school_year').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** Only the evidence the principal accepted. */
    acceptedOnly: boolean('accepted_only').notNull().default(false),
    locale: text('locale').$type<Locale>().notNull(),
    tokenSalt: text('token_salt').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (table) => [
    check('portfolio_shares_locale_check', sql`${table.locale} in ${sqlValueList(locales)}`),
    check('portfolio_shares_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
    index('portfolio_shares_owner_year_idx').on(table.ownerId, table.schoolYear),
  ],
);
