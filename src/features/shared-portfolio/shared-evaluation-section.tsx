import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';

import type { EvaluationSummary } from '../../../contract/portfolio-shares.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** The principal's finalised evaluation: total, band, each criterion's score, acknowledgement. */
export function SharedEvaluationSection({ summary }: { summary: EvaluationSummary }) {
  const { locale } = useLocale();
  const total = summary.total;
  const band = locale === 'ar' ? summary.bandNameAr : summary.bandNameEn;
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
              <Trans>{total} of 100</Trans>
            </Text>
            {band && <Text fw={600}>{band}</Text>}
          </Group>
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
