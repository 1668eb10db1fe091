import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

import { uuidv7 } from '../../../../contract/uuid-v7.ts';

/**
 * Job-performance criteria, one set per job and version (the Ministry's teacher set first),
 * so another job can carry its own set and a set can change without rewriting old evidence.
 * The teacher set is inserted by the migration that created the table.
 */
export const criteria = pgTable(
  'criteria',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    job: text('job').notNull(),
    version: integer('version').notNull(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    weight: integer('weight').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [unique('criteria_job_version_code_unique').on(table.job, table.version, table.code)],
);
