import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  evaluationSides,
  evaluationStatuses,
  type CriterionScore,
  type EvaluationSide,
  type EvaluationStatus,
} from '../../../../contract/evaluations.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { users } from './users.ts';

/**
 * The Ministry's rating bands of an evaluation's total, seeded by the migration that created
 * the table (data, not code: a new circular changes rows). A total from `min_score` to
 * `max_score`, both included, takes the band.
 */
export const evaluationBands = pgTable(
  'evaluation_bands',
  {
    id: uuid('id').primaryKey(),
    minScore: doublePrecision('min_score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [check('evaluation_bands_range_check', sql`${table.minScore} <= ${table.maxScore}`)],
);

/**
 * One side of a staff member's evaluation form for a school year: the principal's scores or
 * the teacher's self-assessment (contract/evaluations.ts). The scores are kept with their form
 * as one JSON list: they are written, versioned and read only as a whole form. `total` and
 * `band_id` are fixed when the form is closed, so a later change of weights or bands does not
 * rewrite a finalised evaluation.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey(),
    side: text('side').$type<EvaluationSide>().notNull(),
    evaluateeId: uuid('evaluatee_id')
      .notNull()
      .references(() => users.id),
    schoolYear: text('school_year').notNull(),
    criteriaJob: text('criteria_job').notNull(),
    status: text('status').$type<EvaluationStatus>().notNull().default('draft'),
    scores: jsonb('scores').$type<CriterionScore[]>().notNull().default([]),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    closedById: uuid('closed_by_id').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    total: doublePrecision('total'),
    bandId: uuid('band_id').references(() => evaluationBands.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgementComment: text('acknowledgement_comment').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('evaluations_side_check', sql`${table.side} in ${sqlValueList(evaluationSides)}`),
    check('evaluations_status_check', sql`${table.status} in ${sqlValueList(evaluationStatuses)}`),
    check('evaluations_school_year_check', sql`${table.schoolYear} ~ '^[0-9]{4}-[0-9]{4}$'`),
    unique('evaluations_evaluatee_year_side_unique').on(
      table.evaluateeId,
      table.schoolYear,
      table.side,
    ),
  ],
);
