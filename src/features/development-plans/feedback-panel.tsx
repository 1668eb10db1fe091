import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';

import { announceSaved } from '../../components/announce-saved.ts';
import { isFeedbackOpen, planGrades } from '../../../contract/development-plans.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { notifyKey } from '../../lib/notify/notify.ts';

import { gradeLabel, gradeLabelOf } from './labels.ts';
import type { PlanRow } from './plan-row.ts';
import { saveReview, saveSelfEvaluation } from './plan-writes.ts';

export interface FeedbackPanelProps {
  row: PlanRow;
  canSelfEvaluate: boolean;
  canReview: boolean;
  reviewerId: string;
}

/** The beneficiary's self-evaluation and the principal's comment and grade. */
export function FeedbackPanel({ row, canSelfEvaluate, canReview, reviewerId }: FeedbackPanelProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const { feedback } = row;
  const [userComment, setUserComment] = useState(feedback.userComment);
  const [adminComment, setAdminComment] = useState(feedback.adminComment);
  const [grade, setGrade] = useState<string | null>(
    feedback.grade === null ? null : String(feedback.grade),
  );
  const [busy, setBusy] = useState(false);
  const open = isFeedbackOpen(row.status);
  const gradeDescriptor = feedback.grade === null ? undefined : gradeLabelOf(feedback.grade);
  const gradeText = gradeDescriptor && i18n._(gradeDescriptor);

  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    const startedAt = Date.now();
    try {
      await write();
      void announceSaved(startedAt);
    } catch {
      notifyKey('common.error.unknown');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Feedback</Trans>
        </Title>
        {!open && (
          <Text c="dimmed" fz="sm">
            <Trans>Feedback opens once the plan is active.</Trans>
          </Text>
        )}
        <Stack gap={6}>
          <Text fw={500} fz="sm">
            <Trans>Self-evaluation</Trans>
          </Text>
          {canSelfEvaluate && open ? (
            <>
              <Textarea
                aria-label={t`Self-evaluation`}
                autosize
                minRows={3}
                value={userComment}
                onChange={(event) => setUserComment(event.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button
                  size="xs"
                  loading={busy}
                  onClick={() => void run(() => saveSelfEvaluation(row.id, userComment))}
                >
                  <Trans>Save self-evaluation</Trans>
                </Button>
              </Group>
            </>
          ) : (
            <Text
              fz="sm"
              c={feedback.userComment ? undefined : 'dimmed'}
              data-testid="user-comment"
            >
              {feedback.userComment || t`None yet.`}
            </Text>
          )}
        </Stack>
        <Stack gap={6}>
          <Text fw={500} fz="sm">
            <Trans>Principal’s review</Trans>
          </Text>
          {canReview && open ? (
            <>
              <Textarea
                label={t`Comment`}
                autosize
                minRows={3}
                value={adminComment}
                onChange={(event) => setAdminComment(event.currentTarget.value)}
              />
              <Select
                label={t`Grade`}
                clearable
                value={grade}
                onChange={setGrade}
                data={planGrades.map((value) => ({
                  value: String(value),
                  label: i18n._(gradeLabel[value]),
                }))}
                comboboxProps={{ withinPortal: true }}
              />
              <Group justify="flex-end">
                <Button
                  size="xs"
                  loading={busy}
                  onClick={() =>
                    void run(() =>
                      saveReview(
                        row.id,
                        { adminComment, grade: grade === null ? null : Number(grade) },
                        reviewerId,
                      ),
                    )
                  }
                >
                  <Trans>Save review</Trans>
                </Button>
              </Group>
            </>
          ) : (
            <Stack gap={4} data-testid="review">
              <Text fz="sm" dir="auto" c={feedback.adminComment ? undefined : 'dimmed'}>
                {feedback.adminComment || t`None yet.`}
              </Text>
              {gradeText && (
                <Text fz="sm" fw={600}>
                  {t`Grade:`} {gradeText}
                </Text>
              )}
              {feedback.reviewedAt && (
                <Text fz="xs" c="dimmed">
                  {formatDateTime(feedback.reviewedAt, locale)}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
