import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  reviewDecisions,
  reviewStatuses,
  type ReviewDecision,
  type ReviewStatus,
} from '../../../../contract/achievement-reviews.ts';
import { evidenceTypes, type EvidenceType } from '../../../../contract/achievements.ts';
import { sqlValueList } from '../sql-value-list.ts';
import { criteria } from './criteria.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A piece of evidence a staff member records. The id comes from the device (made offline);
 * `version` counts saves so a stale update is refused; deleting only sets `deleted_at`.
 */
export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    // The owner's organisation when the record was made, for reports per school.
    organizationId: uuid('organization_id').references(() => organizations.id),
    description: text('description').notNull(),
    eventStartAt: timestamp('event_start_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull().default(''),
    evidenceType: text('evidence_type').$type<EvidenceType>().notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    // Where it stands with the principal; a review does not change `version`, so an edit
    // queued offline meanwhile is not refused as stale (docs/states-and-transitions.md).
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('pending'),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'achievements_evidence_type_check',
      sql`${table.evidenceType} in ${sqlValueList(evidenceTypes)}`,
    ),
    check(
      'achievements_review_status_check',
      sql`${table.reviewStatus} in ${sqlValueList(reviewStatuses)}`,
    ),
    index('achievements_owner_id_review_status_idx').on(table.ownerId, table.reviewStatus),
    index('achievements_owner_id_event_start_at_idx').on(table.ownerId, table.eventStartAt),
    index('achievements_organization_id_idx').on(table.organizationId),
  ],
);

/** Which criteria an achievement is evidence for (one or more). */
export const achievementCriteria = pgTable(
  'achievement_criteria',
  {
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id')
      .notNull()
      .references(() => criteria.id),
  },
  (table) => [
    primaryKey({ columns: [table.achievementId, table.criterionId] }),
    index('achievement_criteria_criterion_id_idx').on(table.criterionId),
  ],
);

/** Each review of an achievement by a principal, kept as its history. */
export const achievementReviews = pgTable(
  'achievement_reviews',
  {
    id: uuid('id').primaryKey(),
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision').$type<ReviewDecision>().notNull(),
    comment: text('comment').notNull().default(''),
    achievementVersion: integer('achievement_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'achievement_reviews_decision_check',
      sql`${table.decision} in ${sqlValueList(reviewDecisions)}`,
    ),
    index('achievement_reviews_achievement_id_created_at_idx').on(
      table.achievementId,
      table.createdAt,
    ),
  ],
);
