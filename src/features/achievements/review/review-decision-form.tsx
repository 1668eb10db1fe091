import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

import {
  reviewCommentMaxLength,
  type ReviewDecision,
} from '../../../../contract/achievement-reviews.ts';
import { reportApiError } from '../../../lib/api/report-api-error.ts';
import { toApiError } from '../../../lib/api/to-api-error.ts';
import { useSubmissionKey } from '../../../lib/forms/use-submission-key.ts';
import { notifyKey } from '../../../lib/notify/notify.ts';
import { PlainButton } from '../../../components/plain-button/plain-button.tsx';

import classes from './review-decision-form.module.css';
import { submitReview } from './reviews-api.ts';

export interface ReviewDecisionFormProps {
  achievementId: string;
  /** The version the principal is reading; a newer one on the server refuses the decision. */
  version: number;
  /** After the server took the decision, or refused it because the evidence changed since. */
  onSettled: (outcome: 'decided' | 'changed') => void;
  /** Folded behind a "Review" button until asked for (a list of cards); open otherwise. */
  folded?: boolean;
}

/** Accept a piece of evidence, or return it with what to change (the comment is required). */
export function ReviewDecisionForm({
  achievementId,
  version,
  onSettled,
  folded = false,
}: ReviewDecisionFormProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(!folded);
  const submissions = useSubmissionKey();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReviewDecision | null>(null);

  const decide = async (decision: ReviewDecision) => {
    if (decision === 'returned' && comment.trim() === '') {
      setCommentError(t`Write what the teacher should change.`);
      return;
    }
    const input = { decision, comment: comment.trim(), version };
    setBusy(decision);
    try {
      await submitReview(achievementId, input, submissions.keyFor({ achievementId, ...input }));
      submissions.settled();
      setComment('');
      notifyKey(`achievementReviews.success.${decision}`);
      onSettled('decided');
    } catch (error) {
      const failure = await toApiError(error);
      await reportApiError(failure);
      if (failure.key === 'achievementReviews.failed.changedSinceRead') onSettled('changed');
    } finally {
      setBusy(null);
    }
  };

  if (!opened) {
    // One plain element per card: a teacher's list shows this on each of its cards.
    return (
      <div className={classes.folded}>
        <PlainButton onClick={() => setOpened(true)}>
          <Trans>Review</Trans>
        </PlainButton>
      </div>
    );
  }

  return (
    <Stack gap="xs">
      <Textarea
        label={t`Comment for the teacher`}
        description={t`Required when returning the evidence.`}
        // Grows with its text through CSS (`field-sizing`), where the browser has it: Mantine's
        // `autosize` measured a hidden copy of the field when it appeared, about a third of a
        // second on a slow phone before the review queue showed its first item.
        rows={2}
        classNames={{ input: classes.comment }}
        maxLength={reviewCommentMaxLength}
        value={comment}
        error={commentError}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setCommentError(null);
        }}
      />
      <Group gap="xs" grow>
        <Button
          color="orange"
          variant="light"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          loading={busy === 'returned'}
          disabled={busy !== null}
          onClick={() => void decide('returned')}
        >
          <Trans>Return</Trans>
        </Button>
        <Button
          color="teal"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={busy === 'accepted'}
          disabled={busy !== null}
          onClick={() => void decide('accepted')}
        >
          <Trans>Accept</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
