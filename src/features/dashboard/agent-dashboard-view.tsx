import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import type { AgentDashboard } from '../../../contract/dashboard.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { planStatusColor } from '../../entities/plan-status/plan-status-color.ts';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { DashboardSection } from './dashboard-section.tsx';
import { FigureBarChart } from './figure-bar-chart.tsx';
import { formatCount } from './format-figures.ts';
import { PlanProgressList } from './plan-progress-list.tsx';
import { StatCard } from './stat-card.tsx';
import { StatusBreakdown } from './status-breakdown.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { SyncWaitingCard } from './sync-waiting-card.tsx';

// The device database comes with this card only, loaded after the figures have shown.
const LiveSyncWaitingCard = lazy(
  withCatalogs(['dashboard'], () => import('./live-sync-waiting-card.tsx')),
);

// Returned evidence, the acknowledgement she owes and goals due, from the device.
const LiveAttentionCard = lazy(
  withCatalogs(['dashboard', 'entities'], () => import('./live-attention-card.tsx')),
);

/** A teacher's own progress: evidence per criterion, gaps, plans, subscription and sync. */
export function AgentDashboardView({ dashboard }: { dashboard: AgentDashboard }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const total = formatCount(dashboard.criteria.length, locale);
  const withoutEvidence = dashboard.criteria.filter((row) => row.achievementCount === 0);
  const covered = formatCount(dashboard.criteria.length - withoutEvidence.length, locale);
  const activeCount = dashboard.plansByStatus.find((row) => row.status === 'active')?.count ?? 0;

  return (
    <Stack gap="lg">
      <Suspense fallback={null}>
        <LiveAttentionCard />
      </Suspense>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          title={t`Evidence recorded`}
          value={formatCount(dashboard.achievementCount, locale)}
          link={{ to: '/achievements', label: t`Add evidence` }}
        />
        <StatCard
          title={t`Criteria with evidence`}
          value={t`${covered} of ${total}`}
          detail={t`Job-performance criteria of the Ministry`}
        />
        <SubscriptionCard
          subscription={dashboard.subscription}
          manageLink={{ to: '/profile', label: t`Manage subscription` }}
        />
        <Suspense fallback={<SyncWaitingCard status={undefined} />}>
          <LiveSyncWaitingCard />
        </Suspense>
      </SimpleGrid>

      <DashboardSection
        title={t`Evidence per criterion`}
        link={{ to: '/achievements', label: t`Open evidence` }}
      >
        <FigureBarChart
          bars={dashboard.criteria.map((row) => ({
            label: criterionName(row, locale),
            value: row.achievementCount,
          }))}
          seriesLabel={t`Evidence`}
          summary={t({
            message: plural(total, {
              one: `${covered} of # criterion has evidence`,
              other: `${covered} of # criteria have evidence`,
            }),
          })}
        />
      </DashboardSection>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DashboardSection
          title={t`Criteria still without evidence`}
          link={{ to: '/achievements', label: t`Add evidence` }}
        >
          {withoutEvidence.length === 0 ? (
            <Text fz="sm" c="teal.8">
              <Trans>Every criterion has evidence. Well done!</Trans>
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {withoutEvidence.map((row) => (
                <List.Item key={row.criterionId}>{criterionName(row, locale)}</List.Item>
              ))}
            </List>
          )}
        </DashboardSection>

        <DashboardSection
          title={t`My development plans`}
          description={
            activeCount > 0
              ? t({ message: plural(activeCount, { one: '# active', other: '# active' }) })
              : undefined
          }
          link={{ to: '/development-plans', label: t`Open development plans` }}
        >
          {dashboard.plans.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text fz="sm" c="dimmed">
                <Trans>No development plans yet.</Trans>
              </Text>
              <Button component={Link} to="/development-plans" variant="light" size="xs">
                <Trans>Create a plan</Trans>
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              <StatusBreakdown
                items={dashboard.plansByStatus.map((row) => ({
                  key: row.status,
                  label: i18n._(planStatusLabel[row.status]),
                  count: row.count,
                  color: planStatusColor[row.status],
                }))}
                emptyText={t`No development plans yet.`}
              />
              <PlanProgressList plans={dashboard.plans} />
            </Stack>
          )}
        </DashboardSection>
      </SimpleGrid>
    </Stack>
  );
}
