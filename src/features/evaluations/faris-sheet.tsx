import { Trans } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';

import { schoolYearName } from '../../../contract/school-year-name.ts';
import type { Criterion } from '../../../contract/achievements.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import type { EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { FormResult } from './form-result.ts';
import { bandName } from '../../entities/evaluation/band-name.ts';
import classes from './faris-sheet.module.css';

/**
 * One staff member's Faris entry sheet, in the order Faris asks for it: each criterion's
 * integer score in the Ministry's order, the overall rating, the strengths and the areas for
 * development (docs/evaluation-rating.md, "Faris entry sheet").
 */
export function FarisSheet(props: {
  form: EvaluationRow;
  criteria: readonly Criterion[];
  result: FormResult;
}) {
  const { locale } = useLocale();
  const { form, criteria, result } = props;
  const number = (value: number) => numberFormat(locale).format(value);
  const scoreOf = new Map(form.scores.map((entry) => [entry.criterionId, entry.score]));
  const name = form.evaluateeName;
  const year = schoolYearName(form.schoolYear, locale);
  const rating = result.overallRating === null ? '' : number(result.overallRating);
  const label = result.level ? bandName(result.level, locale) : '';
  const weightedScore = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(result.weightedScore);
  const finalisedOn = form.closedAt ? formatLongDate(form.closedAt, locale) : '';
  return (
    <Stack gap="sm" component="article" aria-label={name}>
      <Title order={1} fz="h2">
        <Trans>Faris entry sheet</Trans>
      </Title>
      <Text fw={600}>
        <Trans>
          <bdi>{name}</bdi> · School year <bdi>{year}</bdi>
        </Trans>
      </Text>
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>
              <Trans>Criterion</Trans>
            </Table.Th>
            <Table.Th className={classes.score}>
              <Trans>Score</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {criteria.map((criterion, index) => {
            const score = scoreOf.get(criterion.id);
            return (
              <Table.Tr key={criterion.id}>
                <Table.Td>{number(index + 1)}</Table.Td>
                <Table.Td>{criterionName(criterion, locale)}</Table.Td>
                <Table.Td className={classes.score}>
                  {score === undefined ? '-' : number(score)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text fw={700} fz="lg" data-testid="faris-overall-rating">
        <Trans>
          Overall rating: {rating} ({label})
        </Trans>
      </Text>
      <Text fz="sm">
        <Trans>Weighted score {weightedScore}</Trans>
      </Text>
      <Stack gap={2}>
        <Title order={2} fz="md">
          <Trans>Strengths</Trans>
        </Title>
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {form.strengths}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Title order={2} fz="md">
          <Trans>Areas for development</Trans>
        </Title>
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {form.developmentAreas}
        </Text>
      </Stack>
      {finalisedOn && (
        <Text fz="sm" c="dimmed">
          <Trans>Finalised on {finalisedOn}</Trans>
        </Text>
      )}
    </Stack>
  );
}
