import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { achievements } from './achievements.ts';
import { users } from './users.ts';

/** An uploaded evidence file; it belongs to no achievement until one is saved with its id. */
export const evidenceFiles = pgTable(
  'evidence_files',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    achievementId: uuid('achievement_id').references(() => achievements.id),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('evidence_files_owner_id_idx').on(table.ownerId),
    index('evidence_files_achievement_id_idx').on(table.achievementId),
  ],
);
