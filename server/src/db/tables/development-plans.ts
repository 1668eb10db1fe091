import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  goalStatuses,
  planStatuses,
  type GoalStatus,
  type PlanStatus,
} from '../../../../contract/development-plans.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { criteria } from './criteria.ts';
import { users } from './users.ts';

/**
 * A development plan with its feedback. The id comes from the device (made offline);
 * `version` counts every change to the plan, its goals or its feedback, so one stale
 * copy of any part is refused. Deleting (drafts only) sets `deleted_at`.
 */
export const developmentPlans = pgTable(
  'development_plans',
  {
    id: uuid('id').primaryKey(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => users.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('draft'),
    userComment: text('user_comment').notNull().default(''),
    adminComment: text('admin_comment').notNull().default(''),
    grade: integer('grade'),
    reviewedById: uuid('reviewed_by_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('development_plans_status_check', sql`${table.status} in ${sqlValueList(planStatuses)}`),
    check('development_plans_dates_check', sql`${table.endDate} > ${table.startDate}`),
    check(
      'development_plans_grade_check',
      sql`${table.grade} is null or ${table.grade} between 1 and 5`,
    ),
    index('development_plans_beneficiary_id_idx').on(table.beneficiaryId),
  ],
);

/** A goal of a plan, in the plan's order. */
export const developmentGoals = pgTable(
  'development_goals',
  {
    id: uuid('id').primaryKey(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => developmentPlans.id, { onDelete: 'cascade' }),
    statement: text('statement').notNull(),
    targetMetric: text('target_metric').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    progress: integer('progress').notNull().default(0),
    status: text('status').$type<GoalStatus>().notNull().default('not_started'),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    check('development_goals_status_check', sql`${table.status} in ${sqlValueList(goalStatuses)}`),
    check('development_goals_progress_check', sql`${table.progress} between 0 and 100`),
    index('development_goals_plan_id_idx').on(table.planId),
  ],
);

/** Which criteria a goal works on (one or more). */
export const developmentGoalCriteria = pgTable(
  'development_goal_criteria',
  {
    goalId: uuid('goal_id')
      .notNull()
      .references(() => developmentGoals.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => criteria.id),
  },
  (table) => [
    primaryKey({ columns: [table.goalId, table.criterionId] }),
    index('development_goal_criteria_criterion_id_idx').on(table.criterionId),
  ],
);
