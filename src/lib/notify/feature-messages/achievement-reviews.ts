import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { AchievementReviewMessageKey } from '../../../../contract/feature-message-keys/achievement-reviews.ts';

/** The translated text of the evidence review's own message keys. */
export const achievementReviewMessages: Record<AchievementReviewMessageKey, MessageDescriptor> = {
  'achievementReviews.failed.ownWork': msg`You cannot review your own evidence.`,
  'achievementReviews.failed.changedSinceRead': msg`This evidence was changed after you opened it. Read the new version, then review it.`,
  'achievementReviews.success.accepted': msg`Evidence accepted.`,
  'achievementReviews.success.returned': msg`Evidence returned with your comment.`,
};
