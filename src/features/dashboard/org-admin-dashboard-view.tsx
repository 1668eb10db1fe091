import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import type { OrgAdminDashboard } from '../../../contract/dashboard.ts';
import { TableHeader } from '../../components/table-header.tsx';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { planStatusColor } from '../../entities/plan-status/plan-status-color.ts';
import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { roleLabel } from '../../entities/role/role-label.ts';
import { formatLongDate } from '../../lib/format/format-date.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import { AwaitingReviewSection } from './awaiting-review-section.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { FigureBarChart } from './figure-bar-chart.tsx';
import { formatCount } from './format-figures.ts';
import { termLabel } from './labels.ts';
import classes from './plain-list.module.css';
import { StatCard } from './stat-card.tsx';
import { StatusBreakdown } from './status-breakdown.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

// The device database comes with this card only, loaded after the figures have shown.
const LiveStaffEvaluationsCard = lazy(
  withCatalogs(['dashboard'], () => import('./live-staff-evaluations-card.tsx')),
);

/** A principal's school: seats, coverage of the criteria, plans, quiet staff and invitations. */
export function OrgAdminDashboardView({ dashboard }: { dashboard: OrgAdminDashboard }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const teacherCount = dashboard.activeTeachers;
  const teachers = formatCount(teacherCount, locale);
  const limit =
    dashboard.teacherLimit === null ? null : formatCount(dashboard.teacherLimit, locale);
  const seatsPercent = dashboard.teacherLimit
    ? Math.min(100, (dashboard.activeTeachers / dashboard.teacherLimit) * 100)
    : 0;
  const coveredCriteria = dashboard.coverage.filter((row) => row.staffWithEvidence > 0).length;
  const covered = formatCount(coveredCriteria, locale);
  const total = formatCount(dashboard.coverage.length, locale);
  const pendingCount = dashboard.pendingInvitationCount;
  const term = i18n._(termLabel[dashboard.term.kind]);
  const termStart = formatLongDate(dashboard.term.startDate, locale);
  const termEnd = formatLongDate(dashboard.term.endDate, locale);

  return (
    <Stack gap="lg">
      <Text c="dimmed">{dashboard.organizationName}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <StatCard
          title={t`Staff seats`}
          value={limit === null ? teachers : t`${teachers} of ${limit}`}
          detail={limit === null ? t`No active school subscription` : t`Seats of your plan in use`}
          link={{ to: '/manage-users', label: t`Manage users` }}
        >
          {limit !== null && (
            <Progress
              value={seatsPercent}
              color={seatsPercent >= 100 ? 'red' : 'teal'}
              aria-label={t`Seats in use`}
            />
          )}
        </StatCard>
        <SubscriptionCard
          subscription={dashboard.subscription}
          manageLink={{ to: '/profile', label: t`Manage subscription` }}
        />
        <Suspense fallback={null}>
          <LiveStaffEvaluationsCard />
        </Suspense>
        <StatCard
          title={t`Pending invitations`}
          value={formatCount(dashboard.pendingInvitationCount, locale)}
          link={{ to: '/manage-users', label: t`Manage invitations` }}
        />
        <StatCard
          title={t`No evidence this term`}
          value={formatCount(dashboard.staffWithoutEvidence.length, locale)}
          detail={
            <>
              {term} · <Plural value={teacherCount} one="of # teacher" other="of # teachers" />
            </>
          }
        />
      </SimpleGrid>

      <AwaitingReviewSection queue={dashboard.awaitingReview} />

      <DashboardSection
        title={t`Staff evidence coverage by criterion`}
        description={t`Teachers with at least one piece of evidence for each criterion, from every term`}
        link={{ to: '/achievements?view=staff', label: t`Open staff evidence` }}
      >
        {dashboard.activeTeachers === 0 ? (
          <Text fz="sm" c="dimmed">
            <Trans>
              No teachers yet.{' '}
              <Anchor component={Link} to="/manage-users">
                Invite your staff
              </Anchor>{' '}
              to see their coverage here.
            </Trans>
          </Text>
        ) : (
          <FigureBarChart
            bars={dashboard.coverage.map((row) => ({
              label: criterionName(row, locale),
              value: row.staffWithEvidence,
            }))}
            seriesLabel={t`Teachers with evidence`}
            summary={t({
              message: plural(total, {
                one: `${covered} of # criterion has evidence from at least one teacher`,
                other: `${covered} of # criteria have evidence from at least one teacher`,
              }),
            })}
          />
        )}
      </DashboardSection>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DashboardSection
          title={t`Staff with no evidence this term`}
          description={t`${term}: ${termStart} – ${termEnd}`}
          link={{ to: '/achievements?view=staff', label: t`Open staff evidence` }}
        >
          {dashboard.activeTeachers === 0 ? (
            <Text fz="sm" c="dimmed">
              <Trans>No teachers yet.</Trans>
            </Text>
          ) : dashboard.staffWithoutEvidence.length === 0 ? (
            <Text fz="sm" c="teal.8">
              <Trans>Every teacher has recorded evidence this term.</Trans>
            </Text>
          ) : (
            <Stack gap={6} component="ul" className={classes.plainList}>
              {dashboard.staffWithoutEvidence.map((member) => (
                <Group key={member.userId} component="li" justify="space-between" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/achievements?userId=${encodeURIComponent(member.userId)}`}
                    fz="sm"
                  >
                    {member.fullName}
                  </Anchor>
                  <Text span fz="xs" c="dimmed" dir="ltr">
                    {member.email}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </DashboardSection>

        <DashboardSection
          title={t`Development plans by status`}
          link={{ to: '/development-plans', label: t`Open development plans` }}
        >
          <StatusBreakdown
            items={dashboard.plansByStatus.map((row) => ({
              key: row.status,
              label: i18n._(planStatusLabel[row.status]),
              count: row.count,
              color: planStatusColor[row.status],
            }))}
            emptyText={t`No development plans in your school yet.`}
          />
        </DashboardSection>
      </SimpleGrid>

      <DashboardSection
        title={t`Pending invitations`}
        description={
          pendingCount > 0 && (
            <Plural
              value={pendingCount}
              one="# invitation waiting for an answer"
              other="# invitations waiting for an answer"
            />
          )
        }
        link={{ to: '/manage-users', label: t`Manage invitations` }}
      >
        {dashboard.pendingInvitations.length === 0 ? (
          <Text fz="sm" c="dimmed">
            <Trans>No invitations are waiting.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <TableHeader
                titles={[<Trans>Email</Trans>, <Trans>Role</Trans>, <Trans>Expires</Trans>]}
              />
              <Table.Tbody>
                {dashboard.pendingInvitations.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>
                      <Text span fz="sm" dir="ltr">
                        {invitation.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{i18n._(roleLabel[invitation.role])}</Badge>
                    </Table.Td>
                    <Table.Td>{formatLongDate(invitation.expiresAt, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </DashboardSection>
    </Stack>
  );
}
