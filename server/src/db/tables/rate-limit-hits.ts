import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One counter per rate-limit key and window, shared by every API instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
