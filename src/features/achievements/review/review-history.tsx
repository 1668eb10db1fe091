import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Collapse, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import type { AchievementReview } from '../../../../contract/achievement-reviews.ts';
import { ReviewStatusBadge } from '../../../entities/review-status/review-status-badge.tsx';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';

/** The principal's comment on evidence returned to its owner, with what to do about it. */
export function ReturnedNotice({
  review,
  ownView,
}: {
  review: AchievementReview;
  ownView: boolean;
}) {
  const name = review.reviewerName;
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      title={
        <Trans>
          Returned by <bdi>{name}</bdi>
        </Trans>
      }
    >
      <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {review.comment}
      </Text>
      {ownView && (
        <Text fz="xs" c="dimmed" mt={4}>
          <Trans>Edit the evidence and save it to send it back for review.</Trans>
        </Text>
      )}
    </Alert>
  );
}

/** Every review of an achievement, oldest first, folded away until asked for. */
export function ReviewHistory({ reviews }: { reviews: readonly AchievementReview[] }) {
  const { locale } = useLocale();
  const [opened, { toggle }] = useDisclosure(false);
  const count = reviews.length;
  return (
    <div>
      <Anchor component="button" type="button" fz="xs" onClick={toggle} aria-expanded={opened}>
        <Trans>Review history ({count})</Trans>
      </Anchor>
      <Collapse expanded={opened}>
        <List spacing={6} fz="sm" mt={6} listStyleType="none">
          {reviews.map((review) => (
            <List.Item key={review.id}>
              <ReviewStatusBadge status={review.decision} />{' '}
              <Text span fz="xs" c="dimmed">
                <bdi>{review.reviewerName}</bdi> · {formatDateTime(review.reviewedAt, locale)}
              </Text>
              {review.comment && (
                <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {review.comment}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
