import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import { evaluationLimits } from '../../../contract/evaluations.ts';
import type { EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** The teacher's acknowledgement of a finalised evaluation: asked for, then shown. */
export function AcknowledgementCard(props: {
  evaluation: EvaluationRow;
  canAcknowledge: boolean;
  onAcknowledge: (comment: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const { evaluation } = props;
  if (evaluation.acknowledgedAt) {
    const when = formatDateTime(evaluation.acknowledgedAt, locale);
    return (
      <Card withBorder padding="md">
        <Stack gap={4}>
          <Text fw={600}>
            <Trans>Acknowledged on {when}</Trans>
          </Text>
          {evaluation.acknowledgementComment && (
            <Text fz="sm" dir="auto">
              {evaluation.acknowledgementComment}
            </Text>
          )}
        </Stack>
      </Card>
    );
  }
  if (!props.canAcknowledge) {
    return (
      <Text fz="sm" c="dimmed">
        <Trans>Waiting for the teacher to acknowledge the evaluation.</Trans>
      </Text>
    );
  }
  return (
    <Card withBorder padding="md" bg="var(--mantine-color-yellow-light)">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Your evaluation is finalised</Trans>
        </Title>
        <Text fz="sm">
          <Trans>Read it, then acknowledge that you have seen it. You may add a comment.</Trans>
        </Text>
        <Textarea
          label={t`Comment (optional)`}
          value={comment}
          maxLength={evaluationLimits.commentMax}
          autosize
          minRows={2}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Button
          loading={busy}
          onClick={() => {
            setBusy(true);
            void props.onAcknowledge(comment).finally(() => setBusy(false));
          }}
        >
          <Trans>Acknowledge</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
