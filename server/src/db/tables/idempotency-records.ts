import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  index,
} from 'drizzle-orm/pg-core';

/** The answer as sent: its content type and its body, byte for byte. */
export interface StoredResponse {
  contentType: string | null;
  body: string;
}

/**
 * The stored answer to a mutating request that carried `Idempotency-Key`, so a replay from the
 * offline outbox gets the same response instead of applying the change twice (docs/api.md, "Idempotency keys").
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // A keyed hash of the parsed body (see request-hash.ts); null on records from before it.
    requestHash: text('request_hash'),
    // Both null while the first request with the key is still being handled.
    statusCode: integer('status_code'),
    response: jsonb('response').$type<StoredResponse>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_records_created_at_idx').on(table.createdAt),
  ],
);
