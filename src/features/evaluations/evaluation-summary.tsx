import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';

import type { EvaluationStatus } from '../../../contract/evaluations.ts';
import { bandName } from '../../entities/evaluation/band-name.ts';
import { SyncStateBadge } from '../../entities/sync-status/sync-state-badge.tsx';
import type { SyncState } from '../../lib/db/synced-record.ts';
import { numberFormat } from '../../lib/format/intl-formatters.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

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

/** The running total and band of each side the viewer sees, kept in view while scrolling. */
export function EvaluationSummary({ lines }: { lines: readonly SummaryLine[] }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const number = (value: number) =>
    numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return (
    <Card withBorder padding="sm" className={classes.summary} role="status" aria-live="polite">
      <Stack gap={6}>
        {lines.map((line) => {
          const total = number(line.result.total);
          const scored = number(line.result.scoredCount);
          const all = number(line.criteriaCount);
          const hundred = number(100);
          return (
            <Group key={line.label} justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0}>
                <Text fz="xs" c="dimmed">
                  {line.label}
                </Text>
                <Text fw={700}>
                  {t`${total} / ${hundred}`}
                  {line.result.band && ` · ${bandName(line.result.band, locale)}`}
                </Text>
                {!line.result.complete && (
                  <Text fz="xs" c="dimmed">{t`${scored} of ${all} criteria scored`}</Text>
                )}
              </Stack>
              <Stack gap={4} align="flex-end">
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
