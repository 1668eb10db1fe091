import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { planStatuses, type PlanStatus } from '../../../contract/development-plans.ts';

import { planStatusLabel } from '../../entities/plan-status/plan-status-label.ts';
import { PlanCard } from './plan-card.tsx';
import type { PlanRow } from './plan-row.ts';

type StatusFilter = PlanStatus | 'all';

/** Plans newest first, filtered by status; plans waiting to be deleted are hidden. */
export function PlanList({
  rows,
  onOpen,
}: {
  rows: readonly PlanRow[];
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<StatusFilter>('all');
  const shown = rows
    .filter((row) => !row.deletedLocally && (status === 'all' || row.status === status))
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
        <Text c="dimmed">
          <Trans>No plans here yet.</Trans>
        </Text>
      ) : (
        shown.map((row) => <PlanCard key={row.id} row={row} onOpen={onOpen} />)
      )}
    </Stack>
  );
}
