import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack } from '@mantine/core';

import type { SuperAdminDashboard } from '../../../contract/dashboard.ts';
import { roleColor } from '../../entities/role/role-color.ts';
import { rolePluralLabel } from '../../entities/role/role-label.ts';
import { formatHalalas } from '../../lib/format/format-money.ts';
import {
  subscriptionStatusColor,
  subscriptionStatusLabel,
} from '../../entities/subscription/subscription-status.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { DashboardSection } from './dashboard-section.tsx';
import { FigureBarChart } from './figure-bar-chart.tsx';
import { formatCount, formatMonth } from './format-figures.ts';
import { paymentStatusColor, paymentStatusLabel } from './labels.ts';
import { StatCard } from './stat-card.tsx';
import { StatusBreakdown } from './status-breakdown.tsx';

/** The platform at a glance: schools, accounts, subscriptions, revenue, payments and support. */
export function SuperAdminDashboardView({ dashboard }: { dashboard: SuperAdminDashboard }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const userTotal = dashboard.usersByRole.reduce((sum, row) => sum + row.count, 0);
  const yearHalalas = dashboard.revenueByMonth.reduce((sum, row) => sum + row.amountHalalas, 0);
  const yearRevenue = formatHalalas(yearHalalas, locale);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          title={t`Organisations`}
          value={formatCount(dashboard.organizationCount, locale)}
          link={{ to: '/organizations', label: t`Manage organizations` }}
        />
        <StatCard
          title={t`Users`}
          value={formatCount(userTotal, locale)}
          link={{ to: '/manage-users', label: t`Manage users` }}
        />
        <StatCard
          title={t`Revenue, last 12 months`}
          value={yearRevenue}
          detail={t`Paid payments, in Saudi riyals`}
          link={{ to: '/admin-settings', label: t`System settings` }}
        />
        <StatCard
          title={t`Open support conversations`}
          value={formatCount(dashboard.openSupportConversations, locale)}
          link={{ to: '/support-centre', label: t`Open the support centre` }}
        />
      </SimpleGrid>

      <DashboardSection
        title={t`Revenue by month`}
        description={t`Paid payments per month (Riyadh time), in Saudi riyals`}
      >
        <FigureBarChart
          bars={dashboard.revenueByMonth.map((row) => ({
            label: formatMonth(row.month, locale),
            value: row.amountHalalas / 100,
          }))}
          seriesLabel={t`Revenue`}
          summary={t`Revenue over the last 12 months: ${yearRevenue}`}
          color="indigo.6"
          formatValue={(riyals) => formatHalalas(Math.round(riyals * 100), locale)}
        />
      </DashboardSection>

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <DashboardSection
          title={t`Users by role`}
          link={{ to: '/manage-users', label: t`Manage users` }}
        >
          <StatusBreakdown
            items={dashboard.usersByRole.map((row) => ({
              key: row.role,
              label: i18n._(rolePluralLabel[row.role]),
              count: row.count,
              color: roleColor[row.role],
            }))}
            emptyText={t`No users yet.`}
          />
        </DashboardSection>
        <DashboardSection
          title={t`Subscriptions by status`}
          description={t`The current subscription of each school and each personal account`}
        >
          <StatusBreakdown
            items={dashboard.subscriptionsByStatus.map((row) => ({
              key: row.status,
              label: i18n._(subscriptionStatusLabel[row.status]),
              count: row.count,
              color: subscriptionStatusColor(row.status),
            }))}
            emptyText={t`No subscriptions yet.`}
          />
        </DashboardSection>
        <DashboardSection title={t`Payments by status`}>
          <StatusBreakdown
            items={dashboard.paymentsByStatus.map((row) => ({
              key: row.status,
              label: i18n._(paymentStatusLabel[row.status]),
              count: row.count,
              color: paymentStatusColor[row.status],
            }))}
            emptyText={t`No payments yet.`}
          />
        </DashboardSection>
      </SimpleGrid>
    </Stack>
  );
}
