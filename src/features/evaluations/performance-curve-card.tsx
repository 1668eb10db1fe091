import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Card,
  Collapse,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { curveDistribution, type CurveBar } from '../../../contract/performance-curve.ts';
import { bandName } from '../../entities/evaluation/band-name.ts';
import type { EvaluationRow } from '../../entities/evaluation/evaluation-row.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { useEvaluationBands } from './use-form-pair.ts';
import { useSchoolPrincipalForms } from './use-school-ratings.ts';

/**
 * The school's finalised ratings as a distribution against the published split, drafts apart;
 * each bar opens the list of staff behind it (docs/evaluation-rating.md, "The curve").
 */
export function PerformanceCurveCard({
  schoolYear,
  viewerId,
}: {
  schoolYear: string;
  viewerId: string;
}) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const levels = useEvaluationBands();
  const forms = useSchoolPrincipalForms(schoolYear, viewerId);
  const [openRating, setOpenRating] = useState<number | null>(null);
  if (!forms) return null;
  const distribution = curveDistribution(forms, levels);
  const number = (value: number) => numberFormat(locale).format(value);
  const percentText = (value: number) =>
    numberFormat(locale, { style: 'percent' }).format(value / 100);
  const { finalisedCount, draftCount } = distribution;
  const shareOf = (rating: number) =>
    levels.find((level) => level.rating === rating)?.curveSharePercent ?? 0;
  const topShare = percentText(shareOf(5));
  const nextShare = percentText(shareOf(4));
  const restShare = percentText(100 - shareOf(5) - shareOf(4));

  const staffAt = (bar: CurveBar): EvaluationRow[] =>
    forms
      .filter(
        (form) =>
          form.status !== 'draft' && !form.notEvaluatedReason && form.overallRating === bar.rating,
      )
      .sort((a, b) => a.evaluateeName.localeCompare(b.evaluateeName, locale));

  return (
    <Card withBorder padding="md" component="section" aria-label={t`Ratings against the curve`}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Ratings against the curve</Trans>
        </Title>
        <Text fz="sm" c="dimmed">
          <Trans>
            <Plural value={finalisedCount} one="# finalised" other="# finalised" />;{' '}
            <Plural value={draftCount} one="# draft not counted" other="# drafts not counted" />.
            Published split: {topShare} at 5, {nextShare} at 4, {restShare} at 3 or below.
          </Trans>
        </Text>
        {distribution.bars.map((bar) => {
          const level = levels.find((candidate) => candidate.rating === bar.rating);
          const label = level ? bandName(level, locale) : '';
          const rating = number(bar.rating);
          const count = number(bar.count);
          const percent = percentText(bar.percent);
          const share = bar.curveSharePercent === null ? null : percentText(bar.curveSharePercent);
          const opened = openRating === bar.rating;
          return (
            <Stack key={bar.rating} gap={4}>
              <UnstyledButton
                onClick={() => setOpenRating(opened ? null : bar.rating)}
                aria-expanded={opened}
                data-testid={`curve-bar-${bar.rating}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fz="sm" fw={600}>
                    {rating} · {label}
                  </Text>
                  <Text
                    fz="sm"
                    c={bar.pastShare ? 'orange.8' : undefined}
                    fw={bar.pastShare ? 700 : 400}
                  >
                    {share ? (
                      <Trans>
                        {count} · {percent} (at most {share})
                      </Trans>
                    ) : (
                      <Trans>
                        {count} · {percent}
                      </Trans>
                    )}
                  </Text>
                </Group>
                <Progress
                  value={bar.percent}
                  color={bar.pastShare ? 'orange' : 'teal'}
                  aria-label={t`${label}: ${percent}`}
                />
              </UnstyledButton>
              {bar.pastShare && (
                <Text fz="xs" c="orange.8">
                  <Trans>Past the published share for this level.</Trans>
                </Text>
              )}
              <Collapse expanded={opened}>
                {staffAt(bar).length === 0 ? (
                  <Text fz="xs" c="dimmed">
                    <Trans>Nobody at this level.</Trans>
                  </Text>
                ) : (
                  <List fz="sm" spacing={2}>
                    {staffAt(bar).map((form) => (
                      <List.Item key={form.id}>
                        <Anchor
                          component={Link}
                          to={`/evaluations/user/${encodeURIComponent(form.evaluateeId)}?year=${schoolYear}`}
                        >
                          <bdi>{form.evaluateeName}</bdi>
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                )}
              </Collapse>
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
