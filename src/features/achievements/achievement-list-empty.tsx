import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFilterOff, IconPhotoPlus, IconPlus } from '@tabler/icons-react';

import { EmptyState } from '../../components/empty-state.tsx';

interface AchievementListEmptyProps {
  /** Some achievements exist, but none passes the filters. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The owner adds their first one; absent when a principal reads a teacher's list. */
  onAdd?: () => void;
  /** The teacher a principal is reading about. */
  ownerName?: string;
}

/** An empty list of achievements: what to do next, for the owner or for a principal. */
export function AchievementListEmpty({
  filtered,
  onClearFilters,
  onAdd,
  ownerName,
}: AchievementListEmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        icon={<IconFilterOff size={28} />}
        title={<Trans>No evidence matches these filters</Trans>}
        action={
          <Button variant="light" onClick={onClearFilters}>
            <Trans>Clear the filters</Trans>
          </Button>
        }
      >
        <Trans>Try another criterion, type or date range, or clear the filters to see all.</Trans>
      </EmptyState>
    );
  }
  if (!onAdd) {
    return (
      <EmptyState icon={<IconPhotoPlus size={28} />} title={<Trans>No evidence yet</Trans>}>
        {ownerName ? (
          <Trans>
            <bdi>{ownerName}</bdi> has not recorded any evidence yet.
          </Trans>
        ) : (
          <Trans>This teacher has not recorded any evidence yet.</Trans>
        )}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconPhotoPlus size={28} />}
      title={<Trans>Record your first evidence</Trans>}
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          <Trans>Add evidence</Trans>
        </Button>
      }
    >
      <Trans>
        A lesson, a certificate, a training or a school event: add a description and photos. It is
        saved on this device even without a connection and sent when you are back online.
      </Trans>
    </EmptyState>
  );
}
