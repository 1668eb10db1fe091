import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { planStatuses, type PlanStatus } from '../../../contract/development-plans.ts';

import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { PlanCard } from './plan-card.tsx';
import { PlanListEmpty } from './plan-list-empty.tsx';
import type { PlanRow } from './plan-row.ts';

type StatusFilter = PlanStatus | 'all';

/** Plans newest first, filtered by status; plans waiting to be deleted are hidden. */
export function PlanList({
  rows,
  onOpen,
  create,
}: {
  rows: readonly PlanRow[];
  onOpen: (id: string) => void;
  /** The screen's create action, offered again when there is no plan. */
  create?: { label: ReactNode; start: () => void };
}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<StatusFilter>('all');
  const kept = rows.filter((row) => !row.deletedLocally);
  const shown = kept
    .filter((row) => status === 'all' || row.status === status)
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id));
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t`Filter by status`}
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
        data={[
          { value: 'all', label: t`All` },
          ...planStatuses.map((value) => ({ value, label: i18n._(planStatusLabel[value]) })),
        ]}
        fullWidth
      />
      {shown.length === 0 ? (
        <PlanListEmpty
          filtered={kept.length > 0}
          onShowAll={() => setStatus('all')}
          {...(create && { create })}
        />
      ) : (
        shown.map((row) => <PlanCard key={row.id} row={row} onOpen={onOpen} />)
      )}
    </Stack>
  );
}
