import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Access tokens ended by logout before their expiry; kept until they would have expired. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);
