import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';

import type { SharedPlan } from '../../../contract/portfolio-shares.ts';
import { planStatusColor } from '../../entities/plan-status/plan-status-color.ts';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

function PlanCard({ plan }: { plan: SharedPlan }) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const start = formatLongDate(plan.startDate, locale);
  const end = formatLongDate(plan.endDate, locale);
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600}>
            <bdi>{plan.name}</bdi>
          </Text>
          <Badge color={planStatusColor[plan.status]} variant="light">
            {i18n._(planStatusLabel[plan.status])}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          <Trans>
            From {start} to {end}
          </Trans>
        </Text>
        {plan.description && (
          <Text>
            <bdi>{plan.description}</bdi>
          </Text>
        )}
        {plan.goals.length > 0 && (
          <List spacing={4} fz="sm">
            {plan.goals.map((goal, index) => {
              const progress = goal.progress;
              return (
                <List.Item key={index}>
                  <bdi>{goal.statement}</bdi> · <Trans>{progress}% done</Trans>
                </List.Item>
              );
            })}
          </List>
        )}
        {plan.selfEvaluation && (
          <Text fz="sm">
            <Trans>Self-evaluation:</Trans> <bdi>{plan.selfEvaluation}</bdi>
          </Text>
        )}
        {plan.principalComment && (
          <Text fz="sm">
            <Trans>Principal’s comment:</Trans> <bdi>{plan.principalComment}</bdi>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The development plans that ran during the year, with their goals and feedback. */
export function SharedPlansSection({ plans }: { plans: readonly SharedPlan[] }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="h3">
        <Trans>Development plans</Trans>
      </Title>
      {plans.length === 0 ? (
        <Text c="dimmed" fz="sm">
          <Trans>No development plan ran during this school year.</Trans>
        </Text>
      ) : (
        plans.map((plan, index) => <PlanCard key={index} plan={plan} />)
      )}
    </Stack>
  );
}
