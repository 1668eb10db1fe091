import type { ReviewStatus } from '../../../../../contract/achievement-reviews.ts';
import type { Locale } from '../../../../../contract/constants.ts';
import type { PortfolioReview } from '../../../../../contract/portfolio-shares.ts';
import type { TextStyle } from '../../../pdf/paragraph-layout.ts';
import { portfolioDate } from './portfolio-dates.ts';
import type { PortfolioWords } from './portfolio-words.ts';
import { isolated } from '../../../pdf/visual-runs.ts';

/** Accepted in green, returned in orange, awaiting review in the muted grey. */
export const reviewStyle: Record<ReviewStatus, TextStyle> = {
  accepted: { size: 9.5, weight: 'bold', color: '#2b8a3e' },
  returned: { size: 9.5, weight: 'bold', color: '#d9480f' },
  pending: { size: 9.5, weight: 'bold', color: '#5c636a' },
};

/**
 * Where a piece of evidence stands with the principal, so a supervisor can tell accepted
 * evidence from what was returned or never reviewed: "Accepted by Fatima Al-Otaibi on 3
 * October 2026", "Returned for changes", "Awaiting the principal's review".
 */
export function reviewLine(review: PortfolioReview, words: PortfolioWords, locale: Locale) {
  if (review.status === 'accepted' && review.reviewedAt && review.reviewerName) {
    return words.say('reviewAccepted', {
      name: isolated(review.reviewerName),
      date: portfolioDate(review.reviewedAt, locale),
    });
  }
  if (review.status === 'accepted') return words.say('reviewAcceptedUndated');
  return words.say(review.status === 'returned' ? 'reviewReturned' : 'reviewPending');
}
