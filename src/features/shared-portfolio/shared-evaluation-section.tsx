import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';

import type { EvaluationSummary } from '../../../contract/portfolio-shares.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/**
 * The principal's finalised evaluation: the overall rating and its label, the weighted score,
 * each criterion's score, the strengths and areas for development, the acknowledgement.
 */
export function SharedEvaluationSection({ summary }: { summary: EvaluationSummary }) {
  const { locale } = useLocale();
  const rating = numberFormat(locale).format(summary.overallRating);
  const weightedScore = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(summary.weightedScore);
  const label = locale === 'ar' ? summary.ratingNameAr : summary.ratingNameEn;
  const finalisedOn = formatLongDate(summary.finalisedAt, locale);
  const principal = summary.principalName;
  const acknowledgedOn = summary.acknowledgedAt && formatLongDate(summary.acknowledgedAt, locale);
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="h3">
        <Trans>Evaluation summary</Trans>
      </Title>
      <Card withBorder radius="md" padding="sm">
        <Stack gap="xs">
          <Group gap="md">
            <Text fw={700} fz="xl">
              <Trans>Rating {rating} of 5</Trans>
            </Text>
            {label && <Text fw={600}>{label}</Text>}
          </Group>
          <Text fz="sm">
            <Trans>Weighted score {weightedScore}</Trans>
          </Text>
          <Text fz="sm" c="dimmed">
            {principal ? (
              <Trans>
                Finalised by <bdi>{principal}</bdi> on {finalisedOn}
              </Trans>
            ) : (
              <Trans>Finalised on {finalisedOn}</Trans>
            )}
          </Text>
          <Table>
            <Table.Tbody>
              {summary.scores.map((entry) => {
                const score = entry.score;
                return (
                  <Table.Tr key={entry.criterionId}>
                    <Table.Td>{criterionName(entry, locale)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Trans>{score} of 5</Trans>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {summary.strengths && (
            <Stack gap={2}>
              <Text fw={600} fz="sm">
                <Trans>Strengths</Trans>
              </Text>
              <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {summary.strengths}
              </Text>
            </Stack>
          )}
          {summary.developmentAreas && (
            <Stack gap={2}>
              <Text fw={600} fz="sm">
                <Trans>Areas for development</Trans>
              </Text>
              <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {summary.developmentAreas}
              </Text>
            </Stack>
          )}
          {acknowledgedOn && (
            <Text fz="sm">
              <Trans>Acknowledged by the staff member on {acknowledgedOn}</Trans>
              {summary.acknowledgementComment && (
                <>
                  {': '}
                  <bdi>{summary.acknowledgementComment}</bdi>
                </>
              )}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
