import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { DeviceStorageStatus } from '../../components/device-storage-status.tsx';
import { FirstPullProgress } from '../../components/first-pull-progress.tsx';
import { useSubscriptionGate } from '../../entities/subscription-gate/use-subscription-gate.ts';
import { useSession } from '../../lib/session/session-store.ts';

import { countByCriterion, filterAchievements, noFilters } from './achievement-filters.ts';
import { AchievementFiltersBar } from './achievement-filters-bar.tsx';
import { AchievementFormDrawer } from './achievement-form-drawer.tsx';
import { AchievementList } from './achievement-list.tsx';
import { AchievementListEmpty } from './achievement-list-empty.tsx';
import type { AchievementRow } from './achievement-row.ts';
import { deleteAchievement } from './achievement-writes.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CoveragePanel } from './coverage-panel.tsx';
import { DeviceOnlyNote } from './device-only-note.tsx';
import { NeedsAttentionSection } from './needs-attention-section.tsx';
import { PortfolioDownloadButton } from './portfolio-download-button.tsx';
import { PortfolioShareButton } from './portfolio-share/portfolio-share-button.tsx';
import { PortfolioView } from './portfolio-view.tsx';
import { ReturnedEvidenceNotice } from './review/returned-evidence-notice.tsx';
import classes from './achievements-page.module.css';
import { useAchievements } from './use-achievements.ts';
import { usePrinting } from './use-printing.ts';

/** The signed-in user's own achievements, read from the device and editable offline. */
export function OwnAchievements({ criteria }: { criteria: readonly Criterion[] }) {
  const { t } = useLingui();
  const rows = useAchievements();
  const session = useSession();
  const { guard } = useSubscriptionGate();
  const [filters, setFilters] = useState(noFilters);
  const { printing, print } = usePrinting();
  const [editing, setEditing] = useState<AchievementRow | null>(null);
  const [formOpened, setFormOpened] = useState(false);
  const [deleting, setDeleting] = useState<AchievementRow | null>(null);
  const criteriaById = useMemo(
    () => new Map(criteria.map((criterion) => [criterion.id, criterion])),
    [criteria],
  );
  // Typing stays instant with thousands of achievements: the list follows when it can.
  const listedFilters = useDeferredValue(filters);
  const visible = useMemo(
    () => filterAchievements(rows ?? [], listedFilters),
    [rows, listedFilters],
  );
  const counts = useMemo(() => countByCriterion(rows ?? []), [rows]);

  // Stable callbacks, so a keystroke in the search re-renders neither the list nor the panel.
  const openForm = useCallback((row: AchievementRow | null) => {
    setEditing(row);
    setFormOpened(true);
  }, []);
  const selectCriterion = useCallback(
    (criterionId: string | null) => setFilters((current) => ({ ...current, criterionId })),
    [],
  );

  const confirmDelete = async () => {
    if (deleting) await deleteAchievement(deleting);
    setDeleting(null);
  };

  return (
    <>
      <Stack gap="lg" className={classes.screen}>
        <Group justify="space-between" gap="sm">
          <Title order={1}>
            <Trans>Achievements</Trans>
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={print}
            >
              <Trans>Print portfolio</Trans>
            </Button>
            <PortfolioDownloadButton ownerName={session?.user.fullName ?? ''} />
            <PortfolioShareButton />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => guard(() => openForm(null))}
            >
              <Trans>New achievement</Trans>
            </Button>
          </Group>
        </Group>
        <DeviceStorageStatus />
        <FirstPullProgress />
        <NeedsAttentionSection />
        <DeviceOnlyNote rows={rows ?? []} />
        <ReturnedEvidenceNotice
          rows={rows ?? []}
          showingReturned={filters.reviewStatus === 'returned'}
          onShowReturned={(show) =>
            setFilters((current) => ({ ...current, reviewStatus: show ? 'returned' : null }))
          }
        />
        <CoveragePanel
          criteria={criteria}
          counts={counts}
          selectedId={filters.criterionId}
          onSelect={selectCriterion}
        />
        <AchievementFiltersBar filters={filters} criteria={criteria} onChange={setFilters} />
        {rows === undefined ? (
          <Loader />
        ) : (
          <AchievementList
            rows={visible}
            criteriaById={criteriaById}
            onEdit={openForm}
            onDelete={setDeleting}
            empty={
              <AchievementListEmpty
                filtered={rows.length > 0}
                onClearFilters={() => setFilters(noFilters)}
                onAdd={() => guard(() => openForm(null))}
              />
            }
          />
        )}
      </Stack>
      {printing && (
        <PortfolioView rows={rows ?? []} criteria={criteria} ownerName={session?.user.fullName} />
      )}
      <AchievementFormDrawer
        opened={formOpened}
        row={editing}
        criteria={criteria}
        onClose={() => setFormOpened(false)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete this achievement?`}
        message={t`The achievement and its files will be deleted.`}
        confirmLabel={t`Delete`}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
