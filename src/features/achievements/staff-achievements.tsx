import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import type { Criterion } from '../../../contract/achievements.ts';
import { teacherJob, useCriteria } from '../../entities/criteria/use-criteria.ts';
import { useServerData } from '../../lib/api/use-server-data.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { countByCriterion, filterAchievements } from './achievement-filters.ts';
import { AchievementFiltersBar } from './achievement-filters-bar.tsx';
import { AchievementList } from './achievement-list.tsx';
import { AchievementListEmpty } from './achievement-list-empty.tsx';
import { fetchAchievements, fetchStaffMember } from './achievements-api.ts';
import classes from '../../components/print-page.module.css';
import { CoveragePanel } from './coverage-panel.tsx';
import { rowFromServer } from './row-from-server.ts';
import { PortfolioDownloadButton } from './portfolio-download-button.tsx';
import { PortfolioShareButton } from './portfolio-share/portfolio-share-button.tsx';
import { PortfolioView } from './portfolio-view.tsx';
import { ReviewDecisionForm } from './review/review-decision-form.tsx';
import { useAchievementFilterState, useListedFilters } from './use-achievement-filter-state.ts';

const noCriteria: readonly Criterion[] = [];

/**
 * One staff member's achievements for the principal: read from the server, read-only, measured
 * against the member's job model's criteria (the teacher's while it has none).
 */
export function StaffAchievements({ userId }: { userId: string }) {
  const achievements = useServerData(userId, (signal) => fetchAchievements(userId, signal));
  const member = useServerData(userId, (signal) => fetchStaffMember(userId, signal));
  const name = member.status === 'loaded' ? member.data.fullName : null;
  const memberCriteria = useCriteria(
    member.status === 'loaded' ? member.data.jobModel : teacherJob,
  );
  // Until the member is known, no set: another member's would flash by.
  const criteria = (member.status === 'loaded' && memberCriteria) || noCriteria;
  // A principal's evidence is reviewed by the super admin only (docs/roles-and-permissions.md).
  const viewerRole = useSession()?.user.role;
  const reviewable =
    member.status === 'loaded' &&
    (member.data.role !== 'org_admin' || viewerRole === 'super_admin');
  const { filters, search, setFilters, barProps, clear } = useAchievementFilterState();
  const listed = useListedFilters(filters, search);
  const criteriaById = useMemo(
    () => new Map(criteria.map((criterion) => [criterion.id, criterion])),
    [criteria],
  );
  const list = useMemo(
    () => (achievements.status === 'loaded' ? achievements.data.map(rowFromServer) : []),
    [achievements],
  );
  const visible = useMemo(() => filterAchievements(list, listed), [list, listed]);
  const counts = useMemo(() => countByCriterion(list), [list]);
  const awaiting = list.filter((row) => row.reviewStatus === 'pending').length;
  return (
    <>
      <Stack gap="lg" className={classes.screen}>
        <Group justify="space-between" gap="sm">
          <Title order={1}>
            {name ? (
              <Trans>
                Evidence of <bdi>{name}</bdi>
              </Trans>
            ) : (
              <Trans>Staff member's evidence</Trans>
            )}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              <Trans>Print portfolio</Trans>
            </Button>
            {name && <PortfolioDownloadButton ownerName={name} userId={userId} />}
            {name && <PortfolioShareButton userId={userId} />}
          </Group>
        </Group>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/achievements" fz="sm">
            <Trans>Back to my evidence</Trans>
          </Anchor>
          {reviewable && awaiting > 0 && (
            <Button
              component={Link}
              to={`/review?userId=${userId}`}
              leftSection={<IconChecklist size={16} aria-hidden />}
            >
              <Trans>Review one by one ({awaiting})</Trans>
            </Button>
          )}
        </Group>
        {achievements.status === 'loading' && <Loader />}
        {achievements.status === 'failed' && (
          <Text c="dimmed">
            <Trans>This evidence could not be loaded. Check the connection and try again.</Trans>
          </Text>
        )}
        <CoveragePanel
          criteria={criteria}
          counts={counts}
          selectedId={filters.criterionId}
          onSelect={(criterionId) => setFilters((current) => ({ ...current, criterionId }))}
        />
        <AchievementFiltersBar {...barProps} criteria={criteria} />
        {achievements.status === 'loaded' && (
          <AchievementList
            rows={visible}
            criteriaById={criteriaById}
            showSyncState={false}
            reviewerView
            reviewActions={(row) =>
              reviewable &&
              row.version !== undefined && (
                <ReviewDecisionForm
                  achievementId={row.id}
                  version={row.version}
                  onSettled={achievements.reload}
                  folded
                />
              )
            }
            empty={
              <AchievementListEmpty
                filtered={list.length > 0}
                onClearFilters={clear}
                {...(name && { ownerName: name })}
              />
            }
          />
        )}
      </Stack>
      <PortfolioView rows={list} criteria={criteria} />
    </>
  );
}
