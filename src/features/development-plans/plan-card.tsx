import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';

import { planProgress } from '../../../contract/development-plans.ts';
import { planStatusColor } from '../../entities/plan-status/plan-status-color.ts';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { SyncStateBadge } from '../../entities/sync-status/sync-state-badge.tsx';
import { HijriDate } from '../../components/hijri-date.tsx';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { PlanRow } from './plan-row.ts';

export function PlanCard({ row, onOpen }: { row: PlanRow; onOpen: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const progress = planProgress(row.goals);
  const goals = row.goals.length;
  return (
    <UnstyledButton onClick={() => onOpen(row.id)} aria-label={t`Open plan ${row.name}`}>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} dir="auto">
              {row.name}
            </Text>
            <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Badge
                color={planStatusColor[row.status]}
                variant="light"
                size="sm"
                style={{ flexShrink: 0 }}
              >
                {i18n._(planStatusLabel[row.status])}
              </Badge>
              <SyncStateBadge state={row.syncState} />
            </Group>
          </Group>
          <Text fz="sm" c="dimmed">
            {formatLongDate(row.startDate, locale)} – {formatLongDate(row.endDate, locale)}
            <br />
            <HijriDate value={row.startDate} end={row.endDate} />
          </Text>
          {row.creatorId !== row.beneficiaryId && row.creatorName && (
            <Text fz="xs" c="dimmed">
              <Trans>
                Assigned by <bdi>{row.creatorName}</bdi>
              </Trans>
            </Text>
          )}
          <Group gap="sm" wrap="nowrap">
            <Progress value={progress * 100} style={{ flex: 1 }} aria-label={t`Plan progress`} />
            <Text fz="xs" c="dimmed">
              {formatPercent(progress, locale)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            <Plural value={goals} one="# goal" other="# goals" />
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
