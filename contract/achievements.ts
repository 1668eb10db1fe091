import { z } from 'zod';

import { reviewStatuses, zAchievementReview } from './achievement-reviews.ts';
import { zId } from './ids.ts';
import { zDayOrInstant, zInstant } from './sane-dates.ts';

/** Evidence types of an achievement (issue 4). */
export const evidenceTypes = [
  'image',
  'video',
  'document',
  'link',
  'certificate',
  'other',
] as const;
export type EvidenceType = (typeof evidenceTypes)[number];

/** A job-performance criterion, seeded in both languages and versioned by job. */
export const zCriterion = z.object({
  id: z.string(),
  job: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  weight: z.number(),
  sortOrder: z.number().int(),
});
export type Criterion = z.infer<typeof zCriterion>;

/** The set every account falls back to until its job has a set of its own. */
export const defaultCriteriaJob = 'teacher';

/** `GET /criteria`: the job whose newest set is wanted. */
export const zCriteriaQuery = z.object({
  job: z.string().trim().min(1).max(50).default(defaultCriteriaJob),
});

/** A stored evidence file, as the server describes it. */
export const zStoredFile = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  hasThumbnail: z.boolean(),
});
export type StoredFile = z.infer<typeof zStoredFile>;

export const achievementLimits = { descriptionMax: 2000 } as const;

const achievementFields = {
  description: z
    .string({ error: 'validation.error.required' })
    .trim()
    .min(1, { error: 'validation.error.required' })
    .max(achievementLimits.descriptionMax, { error: 'validation.error.maxLength' }),
  eventStartAt: zInstant,
  durationMinutes: z
    .number({ error: 'validation.error.mustBeNumber' })
    .int({ error: 'validation.error.mustBeInteger' })
    .min(1, { error: 'validation.error.minValue' })
    .max(10_080, { error: 'validation.error.maxValue' }),
  location: z.string().trim().max(200, { error: 'validation.error.maxLength' }).default(''),
  criterionIds: z
    .array(zId, { error: 'validation.error.required' })
    .min(1, { error: 'validation.error.required' })
    .max(11, { error: 'validation.error.maxItems' }),
  evidenceType: z.enum(evidenceTypes, { error: 'validation.error.required' }),
  /** Ids of files already uploaded through POST /files. */
  fileIds: z.array(zId).max(20, { error: 'validation.error.maxItems' }).default([]),
  links: z
    .array(z.url({ protocol: /^https?$/, error: 'validation.error.mustBeUrl' }))
    .max(10, { error: 'validation.error.maxItems' })
    .default([]),
};

/** POST /achievements: the id is made on the device so the record can exist offline. */
export const zAchievementCreate = z.object({ id: zId, ...achievementFields });
export type AchievementCreate = z.input<typeof zAchievementCreate>;

/** PUT /achievements/:id: the whole record and the server version it was based on. */
export const zAchievementUpdate = z.object({
  ...achievementFields,
  version: z.number().int().min(1),
  /**
   * "Keep mine" after a conflict: this change knowingly replaces the edit that made `version`,
   * made on another device, and the owner is told (docs/sync.md, "Conflicts").
   */
  replacesOtherEdit: z.boolean().optional(),
});
export type AchievementUpdate = z.input<typeof zAchievementUpdate>;

/** DELETE /achievements/:id carries the version it was based on. */
export const zAchievementDelete = z.object({ version: z.number().int().min(1) });

export const zAchievement = z.object({
  id: z.string(),
  ownerId: z.string(),
  description: z.string(),
  eventStartAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string(),
  criterionIds: z.array(z.string()),
  evidenceType: z.enum(evidenceTypes),
  files: z.array(zStoredFile),
  links: z.array(z.string()),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // Defaults read a record from a server of an earlier release (a rolling deploy) as unreviewed.
  reviewStatus: z.enum(reviewStatuses).default('pending'),
  /** Every review so far, oldest first. */
  reviews: z.array(zAchievementReview).default([]),
});
export type Achievement = z.infer<typeof zAchievement>;

/** An achievement awaiting its owner's principal, with the owner named for the review screen. */
export const zAchievementForReview = zAchievement.extend({ ownerName: z.string() });
export type AchievementForReview = z.infer<typeof zAchievementForReview>;

/** How many of the review queue one answer carries at most, and unless asked for fewer. */
export const awaitingReviewPageLimit = 50;

/**
 * GET /achievements/awaiting-review: one staff member's, or the whole school's, oldest change
 * first; a page of `limit`, after the item named by `afterUpdatedAt` and `afterId` (the last
 * one the principal skipped) when given.
 */
export const zAwaitingReviewQuery = z
  .object({
    userId: zId.optional(),
    organizationId: zId.optional(),
    limit: z.coerce.number().int().min(1).max(awaitingReviewPageLimit).optional(),
    afterUpdatedAt: z.iso.datetime({ offset: true }).optional(),
    afterId: zId.optional(),
  })
  .refine((query) => (query.afterUpdatedAt === undefined) === (query.afterId === undefined), {
    path: ['afterId'],
    message: 'validation.error.invalidRequestFormat',
  });
export type AwaitingReviewQuery = z.infer<typeof zAwaitingReviewQuery>;

/** A page of the review queue, and how many await after the cursor in all. */
export const zAwaitingReviewPage = z.object({
  items: z.array(zAchievementForReview),
  count: z.number().int(),
});
export type AwaitingReviewPage = z.infer<typeof zAwaitingReviewPage>;

/** Evidence per criterion for one user: the coverage view and the dashboards. */
export const zCriterionCoverage = z.object({
  criterionId: z.string(),
  achievementCount: z.number().int(),
});
export type CriterionCoverage = z.infer<typeof zCriterionCoverage>;

/** A staff member's coverage for the principal's staff list. */
export const zStaffCoverage = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Whose criteria set the member is measured against (contract/job-models.ts). */
  jobModel: z.string(),
  achievementCount: z.number().int(),
  coveredCriteria: z.number().int(),
  totalCriteria: z.number().int(),
  /** Achievements awaiting the principal's review (new or resubmitted). */
  awaitingReview: z.number().int(),
  /** Achievements returned to the staff member and not changed since. */
  returned: z.number().int(),
});
export type StaffCoverage = z.infer<typeof zStaffCoverage>;

/** The filters of the achievement list; `userId` reads a staff member's, for their principal. */
export const zAchievementListQuery = z.object({
  userId: zId.optional(),
  criterionId: zId.optional(),
  evidenceType: z.enum(evidenceTypes, { error: 'validation.error.mustBeOneOf' }).optional(),
  from: zDayOrInstant.optional(),
  to: zDayOrInstant.optional(),
  q: z.string().trim().max(200, { error: 'validation.error.maxLength' }).optional(),
  reviewStatus: z.enum(reviewStatuses, { error: 'validation.error.mustBeOneOf' }).optional(),
});
export type AchievementListQuery = z.output<typeof zAchievementListQuery>;
