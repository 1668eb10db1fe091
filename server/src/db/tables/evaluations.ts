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
  type EvaluationHistoryEntry,
  type EvaluationSide,
  type EvaluationStatus,
} from '../../../../contract/evaluations.ts';
import type { EvaluationObjection } from '../../../../contract/evaluation-objections.ts';
import type { RatedWeight } from '../../../../contract/evaluation-rating.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { users } from './users.ts';

/**
 * The levels of the overall rating 1-5: each one's label in both languages and its share of
 * the performance curve, seeded by migration (data, not code: a corrected label or a new split
 * changes rows; docs/evaluation-rating.md). The table keeps the name it had when it held the
 * old 0-100 bands.
 */
export const evaluationBands = pgTable(
  'evaluation_bands',
  {
    id: uuid('id').primaryKey(),
    rating: integer('rating').notNull().unique('evaluation_bands_rating_unique'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    curveSharePercent: doublePrecision('curve_share_percent'),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    check('evaluation_bands_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'evaluation_bands_curve_share_check',
      sql`${table.curveSharePercent} is null or ${table.curveSharePercent} between 0 and 100`,
    ),
  ],
);

/**
 * One side of a staff member's evaluation form for a school year: the principal's scores or
 * the teacher's self-assessment (contract/evaluations.ts). The scores are kept with their form
 * as one JSON list: they are written, versioned and read only as a whole form. The weighted
 * score and overall rating are fixed when the form is closed, so a later change of weights
 * does not rewrite a finalised evaluation; the rating's label is read from `evaluation_bands`.
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
    weightedScore: doublePrecision('weighted_score'),
    /** The criteria and weights the form was rated with, fixed at finalisation; null on a draft. */
    ratedWith: jsonb('rated_with').$type<RatedWeight[]>(),
    overallRating: integer('overall_rating'),
    strengths: text('strengths').notNull().default(''),
    developmentAreas: text('development_areas').notNull().default(''),
    history: jsonb('history').$type<EvaluationHistoryEntry[]>().notNull().default([]),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgementComment: text('acknowledgement_comment').notNull().default(''),
    /** The teacher's objection and its answers, written whole with the form like its scores. */
    objection: jsonb('objection').$type<EvaluationObjection>(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('evaluations_side_check', sql`${table.side} in ${sqlValueList(evaluationSides)}`),
    check('evaluations_status_check', sql`${table.status} in ${sqlValueList(evaluationStatuses)}`),
    check(
      'evaluations_overall_rating_check',
      sql`${table.overallRating} is null or ${table.overallRating} between 1 and 5`,
    ),
    check('evaluations_school_year_check', sql`${table.schoolYear} ~ '^[0-9]{4}-[0-9]{4}$'`),
    unique('evaluations_evaluatee_year_side_unique').on(
      table.evaluateeId,
      table.schoolYear,
      table.side,
    ),
  ],
);
