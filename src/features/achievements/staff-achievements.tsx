import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChecklist, IconPrinter } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { Criterion } from '../../../contract/achievements.ts';
import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { OfflineCopyNote } from '../../components/offline-copy-note.tsx';
import { teacherJob, useCriteria } from '../../entities/criteria/use-criteria.ts';
import { useServerDataRequest } from '../../lib/api/use-server-data-request.ts';
import { useSession } from '../../lib/session/session-store.ts';

import {
  activeFilterCount,
  countByCriterion,
  filterAchievements,
  type AchievementFilters,
} from './achievement-filters.ts';
import { AchievementList, fullyRenderedCards } from './achievement-list.tsx';
import { AchievementListEmpty } from './achievement-list-empty.tsx';
import classes from '../../components/print-page.module.css';
import { CoveragePanel } from './coverage-panel.tsx';
import { staffAchievementsRequest, staffMemberRequest } from './staff-data-requests.ts';
import type { AchievementRow } from './achievement-row.ts';
import { rowFromServer } from './row-from-server.ts';
import { PortfolioDownloadButton } from './portfolio-download-button.tsx';
import { PortfolioShareButton } from './portfolio-share/portfolio-share-button.tsx';
import { PortfolioView } from './portfolio-view.tsx';
import { ReviewDecisionForm } from './review/review-decision-form.tsx';
import {
  useAchievementFilterState,
  useListedFilters,
  type SearchText,
} from './use-achievement-filter-state.ts';
import { LazyAchievementFiltersBar, loadFiltersBar } from './lazy-filters-bar.ts';
import { PhoneFiltersDisclosure } from './phone-filters-disclosure.tsx';
import { useIdleAfter } from './use-idle-after.ts';
import { usePrinting } from './use-printing.ts';

const noCriteria: readonly Criterion[] = [];

/**
 * One staff member's achievements for the principal: read from the server, read-only, measured
 * against the member's job model's criteria (the teacher's while it has none).
 */
export function StaffAchievements({ userId }: { userId: string }) {
  const achievements = useServerDataRequest(staffAchievementsRequest(userId));
  const member = useServerDataRequest(staffMemberRequest(userId));
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
  const criteriaById = useMemo(
    () => new Map(criteria.map((criterion) => [criterion.id, criterion])),
    [criteria],
  );
  // Keyed on the answer itself (the state object is new on every render), so a keystroke in
  // the search leaves the rows, and so the cards, as they were.
  const answer = achievements.status === 'loaded' ? achievements.data : undefined;
  const list = useMemo(() => answer?.map(rowFromServer) ?? [], [answer]);
  const counts = useMemo(() => countByCriterion(list), [list]);
  const awaiting = list.filter((row) => row.reviewStatus === 'pending').length;
  // As on the viewer's own evidence: the folded bar's code once the rows are shown and the page
  // is idle, the printed portfolio only while printing (docs/achievements-at-scale.md).
  const idle = useIdleAfter(achievements.status === 'loaded');
  useEffect(() => {
    if (idle) void loadFiltersBar();
  }, [idle]);
  const { printing, print } = usePrinting();
  const reload = achievements.reload;
  const reviewActions = useCallback(
    (row: AchievementRow) =>
      reviewable &&
      row.version !== undefined && (
        <ReviewDecisionForm
          achievementId={row.id}
          version={row.version}
          onSettled={reload}
          folded
        />
      ),
    [reviewable, reload],
  );
  const empty = useMemo(
    () => (
      <AchievementListEmpty
        filtered={list.length > 0}
        onClearFilters={clear}
        {...(name && { ownerName: name })}
      />
    ),
    [list.length, clear, name],
  );
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
              onClick={print}
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
        <OfflineCopyNote state={achievements} />
        <CoveragePanel
          criteria={criteria}
          counts={counts}
          selectedId={filters.criterionId}
          onSelect={(criterionId) => setFilters((current) => ({ ...current, criterionId }))}
        />
        <PhoneFiltersDisclosure activeCount={activeFilterCount(filters)}>
          {/* Wider screens draw it unfolded: its code loading must not hold the rows back. */}
          <LazyPartBoundary>
            <Suspense fallback={null}>
              <LazyAchievementFiltersBar {...barProps} criteria={criteria} />
            </Suspense>
          </LazyPartBoundary>
        </PhoneFiltersDisclosure>
        {achievements.status === 'loaded' && (
          <StaffAchievementList
            rows={list}
            filters={filters}
            search={search}
            criteriaById={criteriaById}
            reviewActions={reviewActions}
            empty={empty}
          />
        )}
      </Stack>
      {printing && (
        <PortfolioView rows={list} criteria={criteria} {...(name && { ownerName: name })} />
      )}
    </>
  );
}

interface StaffAchievementListProps {
  rows: readonly AchievementRow[];
  filters: AchievementFilters;
  search: SearchText;
  criteriaById: ReadonlyMap<string, Criterion>;
  reviewActions: (row: AchievementRow) => ReactNode;
  empty: ReactNode;
}

/**
 * The member's rows that the filters and the search let through. It alone reads the search,
 * so a keystroke draws the list again, not the screen around it (docs/achievements-at-scale.md).
 */
const StaffAchievementList = memo(function StaffAchievementList({
  rows,
  filters,
  search,
  ...listProps
}: StaffAchievementListProps) {
  const listed = useListedFilters(filters, search);
  const visible = useMemo(() => filterAchievements(rows, listed), [rows, listed]);
  return (
    <AchievementList
      rows={visible}
      showSyncState={false}
      reviewerView
      keepVirtual={rows.length > fullyRenderedCards}
      {...listProps}
    />
  );
});
