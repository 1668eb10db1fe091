import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { intlLocale } from '../../../contract/intl-locale.ts';
import type { EvaluationBand, EvaluationHistoryEntry } from '../../../contract/evaluations.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { bandName } from '../../entities/evaluation/band-name.ts';
import { formatDateTime } from '../../lib/format/format-date.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

interface Props {
  history: readonly EvaluationHistoryEntry[];
  criteria: readonly Criterion[];
  bands: readonly EvaluationBand[];
}

/**
 * Every step the form took after finalisation, oldest first: the rating brought in, the
 * objection, its answers and the new ratings.
 */
export function EvaluationHistory(props: Props) {
  const { locale } = useLocale();
  if (props.history.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="evaluation-history-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="evaluation-history-title">
          <Trans>History</Trans>
        </Title>
        <Timeline bulletSize={12} lineWidth={2}>
          {props.history.map((entry, index) => (
            <Timeline.Item key={`${entry.kind}-${entry.at}-${String(index)}`}>
              <Text fz="sm">
                <StepText entry={entry} criteria={props.criteria} bands={props.bands} />
              </Text>
              <Text fz="xs" c="dimmed">
                {'byName' in entry && (
                  <>
                    <bdi>{entry.byName}</bdi> ·{' '}
                  </>
                )}
                {formatDateTime(entry.at, locale)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}

function StepText(props: {
  entry: EvaluationHistoryEntry;
  criteria: readonly Criterion[];
  bands: readonly EvaluationBand[];
}): ReactNode {
  const { locale } = useLocale();
  const number = (value: number) =>
    numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const weighted = (value: number) =>
    numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const nameOf = (id: string) => {
    const criterion = props.criteria.find((entry) => entry.id === id);
    return criterion ? criterionName(criterion, locale) : '';
  };
  const { entry } = props;
  switch (entry.kind) {
    case 'objected': {
      const names = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
        entry.criterionIds.map(nameOf),
      );
      return (
        <Trans>
          Objection sent on: <bdi>{names}</bdi>
        </Trans>
      );
    }
    case 'objection_answered': {
      const name = nameOf(entry.criterionId);
      const from = number(entry.fromScore);
      const to = number(entry.toScore);
      return entry.decision === 'kept' ? (
        <Trans>
          <bdi>{name}</bdi>: score kept at {from}
        </Trans>
      ) : (
        <Trans>
          <bdi>{name}</bdi>: score changed from {from} to {to}
        </Trans>
      );
    }
    case 'result_recomputed': {
      const from = weighted(entry.fromWeightedScore);
      const to = weighted(entry.toWeightedScore);
      const band = props.bands.find((item) => item.rating === entry.toRating);
      const bandText = band ? bandName(band, locale) : '';
      return (
        <Trans>
          Rating recomputed: weighted score {from} → {to} <bdi>{bandText}</bdi>
        </Trans>
      );
    }
    case 'ratingIntroduced': {
      const previous = entry.previousTotal === null ? '' : number(entry.previousTotal);
      const previousBand =
        (locale === 'ar' ? entry.previousBandNameAr : entry.previousBandNameEn) ?? '';
      return (
        <Trans>
          Rated 1-5 when the Ministry's rating replaced the total out of 100 (was {previous}{' '}
          <bdi>{previousBand}</bdi>)
        </Trans>
      );
    }
  }
}
