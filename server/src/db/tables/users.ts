import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { locales, roles } from '../../../../contract/constants.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { uuidv7 } from '../../../../contract/uuid-v7.ts';
import { organizations } from './organizations.ts';
import { jobModels } from '../../../../contract/job-models.ts';

/** Everyone who signs in: super admins, principals (org_admin), staff (agent) and customers. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    fullName: text('full_name').notNull(),
    // Stored lower-cased (the check enforces it), so the unique constraint is case-insensitive.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull(),
    mobile: text('mobile'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    schoolName: text('school_name'),
    job: text('job'),
    /** Whose criteria set scores the member (contract/job-models.ts). */
    jobModel: text('job_model', { enum: jobModels }).notNull().default('teacher'),
    profilePictureUrl: text('profile_picture_url'),
    isActive: boolean('is_active').notNull().default(true),
    organizationId: uuid('organization_id').references(() => organizations.id),
    locale: text('locale', { enum: locales }).notNull().default('en'),
    /**
     * Carried in every access token; raising it (a new password, "sign out of all other
     * devices") makes every token issued before refused at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ${sqlValueList(roles)}`),
    check('users_locale_check', sql`${table.locale} in ${sqlValueList(locales)}`),
    check('users_job_model_check', sql`${table.jobModel} in ${sqlValueList(jobModels)}`),
    check('users_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
    index('users_organization_id_idx').on(table.organizationId),
  ],
);
