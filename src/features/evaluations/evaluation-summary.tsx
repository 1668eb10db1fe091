import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';

import type { EvaluationStatus } from '../../../contract/evaluations.ts';
import { bandName } from '../../entities/evaluation/band-name.ts';
import { SyncStateBadge } from '../../entities/sync-status/sync-state-badge.tsx';
import type { SyncState } from '../../lib/db/synced-record.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { useStickyClearance } from '../../lib/navigation/use-sticky-clearance.ts';

import { evaluationStatusColor, evaluationStatusLabel } from './evaluation-labels.ts';
import type { FormResult } from './form-result.ts';
import classes from './evaluation-summary.module.css';

export interface SummaryLine {
  label: string;
  status: EvaluationStatus;
  result: FormResult;
  criteriaCount: number;
  /** Where the viewer's own side stands with the server; each score is saved as it is chosen. */
  syncState?: SyncState;
}

/**
 * The weighted score (two decimals) and the overall rating with its label of each side the
 * viewer sees, moving as scores change, kept in view while scrolling; what the keyboard moves
 * to is scrolled clear of it.
 */
export function EvaluationSummary({ lines }: { lines: readonly SummaryLine[] }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const band = useRef<HTMLDivElement>(null);
  useStickyClearance(band);
  const number = (value: number) => numberFormat(locale).format(value);
  const twoDecimals = (value: number) =>
    numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return (
    <Card
      ref={band}
      withBorder
      padding="sm"
      className={classes.summary}
      role="status"
      aria-live="polite"
    >
      <Stack gap={6}>
        {lines.map((line) => {
          const score = twoDecimals(line.result.weightedScore);
          const rating = line.result.overallRating;
          const ratingText = rating === null ? '' : number(rating);
          const scored = number(line.result.scoredCount);
          const { criteriaCount } = line;
          const five = number(5);
          const label = line.result.level ? bandName(line.result.level, locale) : '';
          return (
            <Group
              key={line.label}
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
            >
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fz="xs" c="dimmed">
                  {line.label}
                </Text>
                {rating === null ? (
                  <Text fw={700}>{t`Rating once every criterion is scored`}</Text>
                ) : (
                  <Text fw={700} data-testid="overall-rating">
                    {t`Rating ${ratingText} of ${five}: ${label}`}
                  </Text>
                )}
                <Text fz="sm" data-testid="weighted-score">
                  {t`Weighted score ${score}`}
                </Text>
                {!line.result.complete && (
                  <Text fz="xs" c="dimmed">
                    {t({
                      message: plural(criteriaCount, {
                        one: `${scored} of # criterion scored`,
                        other: `${scored} of # criteria scored`,
                      }),
                    })}
                  </Text>
                )}
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Badge color={evaluationStatusColor[line.status]} variant="light">
                  {i18n._(evaluationStatusLabel[line.status])}
                </Badge>
                {line.syncState && <SyncStateBadge state={line.syncState} />}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
