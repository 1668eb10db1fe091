/** Message keys of the evidence review, beyond the spec's catalogue. Owned by that feature. */
export const achievementReviewMessageKeys = [
  /** Reviewing one's own achievement: nobody reviews their own work. */
  'achievementReviews.failed.ownWork',
  /** The owner changed the achievement after the reviewer read it (the answer carries it). */
  'achievementReviews.failed.changedSinceRead',
  'achievementReviews.success.accepted',
  'achievementReviews.success.returned',
] as const;

export type AchievementReviewMessageKey = (typeof achievementReviewMessageKeys)[number];
