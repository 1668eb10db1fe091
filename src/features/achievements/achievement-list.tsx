import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';

import type { Criterion } from '../../../contract/achievements.ts';

import { AchievementCard } from './achievement-card.tsx';
import type { AchievementRow } from './achievement-row.ts';

export interface AchievementListProps {
  rows: readonly AchievementRow[];
  criteriaById: ReadonlyMap<string, Criterion>;
  onEdit?: (row: AchievementRow) => void;
  onDelete?: (row: AchievementRow) => void;
  showSyncState?: boolean;
}

export function AchievementList({ rows, ...cardProps }: AchievementListProps) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        <Trans>No achievements match.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <AchievementCard key={row.id} row={row} {...cardProps} />
      ))}
    </Stack>
  );
}
