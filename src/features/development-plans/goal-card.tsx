import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';

import type { Criterion } from '../../../contract/achievements.ts';
import type { PlanGoal } from '../../../contract/development-plans.ts';
import { HijriDate } from '../../components/hijri-date.tsx';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import type { LinkedAchievement } from './goal-achievements.ts';
import { goalStatusLabel } from './labels.ts';

export interface GoalCardProps {
  goal: PlanGoal;
  criteriaById: ReadonlyMap<string, Criterion>;
  achievements: readonly LinkedAchievement[] | undefined;
  /** Absent when the plan is read-only for the viewer. */
  actions?: {
    onEdit: () => void;
    onDelete: () => void;
    onMove: (step: -1 | 1) => void;
    isFirst: boolean;
    isLast: boolean;
  };
}

export function GoalCard({ goal, criteriaById, achievements, actions }: GoalCardProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  return (
    <Card withBorder padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} dir="auto">
            {goal.statement}
          </Text>
          <Badge
            variant="light"
            size="sm"
            color={goal.status === 'achieved' ? 'teal' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {i18n._(goalStatusLabel[goal.status])}
          </Badge>
        </Group>
        {goal.targetMetric && (
          <Text fz="sm">
            <Trans>Target: {goal.targetMetric}</Trans>
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          <Trans>Due {formatLongDate(goal.dueDate, locale)}</Trans> ·{' '}
          <HijriDate value={goal.dueDate} />
        </Text>
        <Group gap={6}>
          {goal.criterionIds.map((id) => {
            const criterion = criteriaById.get(id);
            return (
              <Badge key={id} variant="outline" size="sm" style={{ textTransform: 'none' }}>
                {criterion
                  ? locale === 'ar'
                    ? criterion.nameAr
                    : criterion.nameEn
                  : t`Unknown criterion`}
              </Badge>
            );
          })}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress value={goal.progress} style={{ flex: 1 }} aria-label={t`Goal progress`} />
          <Text fz="xs" c="dimmed">
            {formatPercent(goal.progress / 100, locale)}
          </Text>
        </Group>
        {achievements !== undefined && (
          <Stack gap={2}>
            <Text fz="xs" fw={500}>
              {achievements.length === 0
                ? t`No evidence for these criteria in the plan’s period yet.`
                : t`Evidence for these criteria in the plan’s period:`}
            </Text>
            {achievements.length > 0 && (
              <List size="xs" spacing={2}>
                {achievements.slice(0, 5).map((achievement) => (
                  <List.Item key={achievement.id}>
                    {achievement.description} · {formatLongDate(achievement.eventStartAt, locale)}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
        {actions && (
          <Group gap="xs" justify="flex-end">
            <ActionIcon
              variant="subtle"
              aria-label={t`Move goal up`}
              disabled={actions.isFirst}
              onClick={() => actions.onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t`Move goal down`}
              disabled={actions.isLast}
              onClick={() => actions.onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={actions.onEdit}
            >
              <Trans>Update progress</Trans>
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Delete goal`}
              onClick={actions.onDelete}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
