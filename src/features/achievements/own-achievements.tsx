import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { Criterion } from '../../../contract/achievements.ts';
import { DeviceStorageStatus } from '../../components/device-storage-status.tsx';
import { FirstPullProgress } from '../../components/first-pull-progress.tsx';
import { useSubscriptionGate } from '../../entities/subscription-gate/use-subscription-gate.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { OwnAchievementList } from './own-achievement-list.tsx';
import type { AchievementRow } from './achievement-row.ts';
import { deleteAchievement } from './achievement-writes.ts';
import { DeferredConfirmDialog } from '../../components/deferred-confirm-dialog.tsx';
import { CoveragePanel } from './coverage-panel.tsx';
import { DeviceOnlyNote } from './device-only-note.tsx';
import { NeedsAttentionSection } from './needs-attention-section.tsx';
import { PortfolioDownloadButton } from './portfolio-download-button.tsx';
import { PortfolioShareButton } from './portfolio-share/portfolio-share-button.tsx';
import { PortfolioView } from './portfolio-view.tsx';
import { ReturnedEvidenceNotice } from './review/returned-evidence-notice.tsx';
import classes from '../../components/print-page.module.css';
import { useAchievementCounts } from './use-achievement-counts.ts';
import { useAchievementFilterState } from './use-achievement-filter-state.ts';
import { usePrintableAchievements } from './use-printable-achievements.ts';
import { PhoneFiltersDisclosure } from './phone-filters-disclosure.tsx';
import { activeFilterCount } from './achievement-filters.ts';
import { usePrinting } from './use-printing.ts';
import { notifyText } from '../../lib/notify/notify.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useIdleAfter } from './use-idle-after.ts';
import { LazyAchievementFiltersBar, loadFiltersBar } from './lazy-filters-bar.ts';
import { useSearchIndex } from './use-search-index.ts';

// The form is not part of the first screen: its code arrives when the page is idle, or when
// "New evidence" or Edit asks for it first (docs/achievements-at-scale.md).
const AchievementFormDrawer = lazy(
  withCatalogs(['achievements', 'components', 'entities'], async () => ({
    default: (await import('./achievement-form-drawer.tsx')).AchievementFormDrawer,
  })),
);

/**
 * The signed-in user's own achievements, read from the device and editable offline. The list
 * reads a page at a time and the figures around it come from indexes, so thousands open as
 * fast as a few (docs/achievements-at-scale.md).
 */
export function OwnAchievements({ criteria }: { criteria: readonly Criterion[] }) {
  const { t } = useLingui();
  const session = useSession();
  const { guard } = useSubscriptionGate();
  const { filters, search, setFilters, barProps, clear } = useAchievementFilterState();
  // A notification's link (`?open=<id>`): the list shows everything, so the achievement is in it.
  const [searchParams] = useSearchParams();
  const openedId = searchParams.get('open');
  const [filtersOpenedFor, setFiltersOpenedFor] = useState(openedId);
  if (openedId !== filtersOpenedFor) {
    setFiltersOpenedFor(openedId);
    if (openedId) clear();
  }
  const counts = useAchievementCounts(criteria);
  const [rowsShown, setRowsShown] = useState(false);
  const markRowsShown = useCallback(() => setRowsShown(true), []);
  const firstScreenDrawn = rowsShown && counts !== undefined;
  const printable = usePrintableAchievements(firstScreenDrawn);
  // The drawer, closed, is drawn once the first rows are shown and the page is idle, or as soon
  // as it is asked for; so is the filters bar folded on a phone.
  const idle = useIdleAfter(firstScreenDrawn);
  useEffect(() => {
    if (idle) void loadFiltersBar();
  }, [idle]);
  const { printing, print } = usePrinting(printable.upToDate);
  const [editing, setEditing] = useState<AchievementRow | null>(null);
  const [formOpened, setFormOpened] = useState(false);
  const [deleting, setDeleting] = useState<AchievementRow | null>(null);
  const criteriaById = useMemo(
    () => new Map(criteria.map((criterion) => [criterion.id, criterion])),
    [criteria],
  );

  // Stable callbacks, so a keystroke in the search re-renders neither the list nor the panel.
  const openForm = useCallback((row: AchievementRow | null) => {
    setEditing(row);
    setFormOpened(true);
  }, []);
  const selectCriterion = useCallback(
    (criterionId: string | null) => setFilters((current) => ({ ...current, criterionId })),
    [setFilters],
  );
  // What a banner or a save points at: outlined, and scrolled to by the list.
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const returnedRows = counts?.returned;
  const showReturned = useCallback(
    (show: boolean) => {
      setFilters((current) => ({ ...current, reviewStatus: show ? 'returned' : null }));
      const newest = returnedRows?.toSorted((a, b) =>
        b.eventStartAt.localeCompare(a.eventStartAt),
      )[0];
      setFocusedId(show && newest ? newest.id : null);
    },
    [setFilters, returnedRows],
  );
  // A corrected piece leaves the "returned" filter: the list shows everything, with it in view.
  const afterSave = useCallback(
    (row: AchievementRow | null) => {
      if (!row || filters.reviewStatus !== 'returned') return;
      setFilters((current) => ({ ...current, reviewStatus: null }));
      setFocusedId(row.id);
      notifyText(
        'info',
        t`Sent back for review. The list shows all your evidence again, with this one outlined.`,
      );
    },
    [filters.reviewStatus, setFilters, t],
  );
  const addFirst = useCallback(() => guard(() => openForm(null)), [guard, openForm]);
  const prepareSearch = useSearchIndex();

  // Elements kept from one render to the next, so typing in the search (which re-renders this
  // screen) leaves the status lines, the drawer and the dialog be.
  const statusLines = useMemo(
    () => (
      <>
        <DeviceStorageStatus />
        <FirstPullProgress />
        <NeedsAttentionSection />
      </>
    ),
    [],
  );
  const drawer = useMemo(
    () => (
      <AchievementFormDrawer
        opened={formOpened}
        row={editing}
        criteria={criteria}
        onSaved={() => afterSave(editing)}
        onClose={() => setFormOpened(false)}
      />
    ),
    [formOpened, editing, criteria, afterSave],
  );
  const deleteDialog = useMemo(
    () => (
      <DeferredConfirmDialog
        opened={deleting !== null}
        title={t`Delete this piece of evidence?`}
        message={t`The evidence and its files will be deleted.`}
        confirmLabel={t`Delete`}
        onConfirm={() =>
          void (async () => {
            if (deleting) await deleteAchievement(deleting);
            setDeleting(null);
          })()
        }
        onCancel={() => setDeleting(null)}
      />
    ),
    [deleting, t],
  );

  return (
    <>
      <Stack gap="lg" className={classes.screen}>
        <OwnAchievementsHeader
          ownerName={session?.user.fullName ?? ''}
          onPrint={print}
          onAdd={addFirst}
        />
        {statusLines}
        <DeviceOnlyNote rows={counts?.unsynced ?? noRows} />
        <ReturnedEvidenceNotice
          rows={counts?.returned ?? noRows}
          showingReturned={filters.reviewStatus === 'returned'}
          onShowReturned={showReturned}
        />
        <CoveragePanel
          criteria={criteria}
          counts={counts?.byCriterion ?? noCounts}
          selectedId={filters.criterionId}
          onSelect={selectCriterion}
        />
        <PhoneFiltersDisclosure activeCount={activeFilterCount(filters)}>
          <LazyAchievementFiltersBar
            {...barProps}
            criteria={criteria}
            onSearchFocus={prepareSearch}
          />
        </PhoneFiltersDisclosure>
        <OwnAchievementList
          filters={filters}
          search={search}
          openedId={openedId ?? focusedId}
          hasAny={(counts?.total ?? 0) > 0}
          criteriaById={criteriaById}
          onEdit={openForm}
          onDelete={setDeleting}
          onClearFilters={clear}
          onAdd={addFirst}
          onFirstRowsShown={markRowsShown}
        />
      </Stack>
      {printing && (
        <PortfolioView
          rows={printable.rows}
          criteria={criteria}
          ownerName={session?.user.fullName}
        />
      )}
      {(idle || formOpened) && <Suspense fallback={null}>{drawer}</Suspense>}
      {deleteDialog}
    </>
  );
}

const noRows: AchievementRow[] = [];
const noCounts = new Map<string, number>();

interface OwnAchievementsHeaderProps {
  ownerName: string;
  onPrint: () => void;
  onAdd: () => void;
}

/** The title and the actions; memoised, so typing in the search leaves it be. */
const OwnAchievementsHeader = memo(function OwnAchievementsHeader({
  ownerName,
  onPrint,
  onAdd,
}: OwnAchievementsHeaderProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Title order={1}>
        <Trans>Evidence</Trans>
      </Title>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={onPrint}
        >
          <Trans>Print portfolio</Trans>
        </Button>
        <PortfolioDownloadButton ownerName={ownerName} />
        <PortfolioShareButton />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          <Trans>New evidence</Trans>
        </Button>
      </Group>
    </Group>
  );
});
