import { z } from 'zod';

/**
 * Where an achievement stands with the principal (docs/states-and-transitions.md, "Evidence
 * review"): awaiting review until a principal accepts it or returns it with a comment; any
 * change by its owner after a review puts it back to awaiting review (a resubmission).
 */
export const reviewStatuses = ['pending', 'accepted', 'returned'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** What a principal decides about one achievement. */
export const reviewDecisions = ['accepted', 'returned'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

export const reviewCommentMaxLength = 1000;

/** One review in an achievement's history, oldest first. */
export const zAchievementReview = z.object({
  id: z.string(),
  decision: z.enum(reviewDecisions),
  comment: z.string(),
  reviewerId: z.string(),
  reviewerName: z.string(),
  /** The achievement's version the reviewer read. */
  achievementVersion: z.number().int(),
  reviewedAt: z.string(),
});
export type AchievementReview = z.infer<typeof zAchievementReview>;

/**
 * POST /achievements/:id/reviews: the decision on the version the principal read; a comment
 * says what to change and is required when returning.
 */
export const zAchievementReviewInput = z
  .object({
    decision: z.enum(reviewDecisions, { error: 'validation.error.mustBeOneOf' }),
    comment: z
      .string()
      .trim()
      .max(reviewCommentMaxLength, { error: 'validation.error.maxLength' })
      .default(''),
    version: z.number().int().min(1),
  })
  .superRefine((input, context) => {
    if (input.decision === 'returned' && input.comment === '') {
      context.addIssue({ code: 'custom', path: ['comment'], message: 'validation.error.required' });
    }
  });
export type AchievementReviewInput = z.input<typeof zAchievementReviewInput>;
