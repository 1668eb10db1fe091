import { Plural, useLingui } from '@lingui/react/macro';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';

import type { DashboardPlan } from '../../../contract/dashboard.ts';
import { planStatusColor } from '../../entities/plan-status/plan-status-color.ts';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { formatPercent } from '../../lib/format/format-percent.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** Each plan with its status and how far its goals have come. */
export function PlanProgressList({ plans }: { plans: readonly DashboardPlan[] }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  return (
    <Stack gap="md">
      {plans.map((plan) => {
        const achieved = plan.achievedGoalCount;
        const goals = plan.goalCount;
        return (
          <Stack key={plan.id} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} truncate dir="auto">
                {plan.name}
              </Text>
              <Badge variant="light" color={planStatusColor[plan.status]}>
                {i18n._(planStatusLabel[plan.status])}
              </Badge>
            </Group>
            <Progress
              value={plan.progress * 100}
              color={planStatusColor[plan.status]}
              aria-label={`${plan.name}: ${formatPercent(plan.progress, locale)}`}
            />
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {plan.goalCount === 0 ? (
                  t`No goals yet`
                ) : (
                  <Plural
                    value={goals}
                    one={`${achieved} of # goal achieved`}
                    other={`${achieved} of # goals achieved`}
                  />
                )}
              </Text>
              <Text fz="sm" fw={600}>
                {formatPercent(plan.progress, locale)}
              </Text>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
