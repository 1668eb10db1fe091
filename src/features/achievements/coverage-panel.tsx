import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import classes from './coverage-panel.module.css';

export interface CoveragePanelProps {
  criteria: readonly Criterion[];
  counts: ReadonlyMap<string, number>;
  selectedId: string | null;
  onSelect: (criterionId: string | null) => void;
}

/** Evidence per criterion; criteria with none yet stand out. A click filters the list. */
export const CoveragePanel = memo(function CoveragePanel({
  criteria,
  counts,
  selectedId,
  onSelect,
}: CoveragePanelProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const covered = criteria.filter((criterion) => (counts.get(criterion.id) ?? 0) > 0).length;
  const total = criteria.length;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            <Trans>Coverage</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            {t`${covered} of ${total} criteria have evidence`}
          </Text>
        </Group>
        <ul className={classes.list}>
          {criteria.map((criterion) => {
            const count = counts.get(criterion.id) ?? 0;
            const selected = selectedId === criterion.id;
            return (
              <li key={criterion.id}>
                <UnstyledButton
                  className={classes.item}
                  data-empty={count === 0 || undefined}
                  data-selected={selected || undefined}
                  aria-pressed={selected}
                  onClick={() => onSelect(selected ? null : criterion.id)}
                >
                  <Text fz="sm" className={classes.name}>
                    {criterionName(criterion, locale)}
                  </Text>
                  <Badge color={count === 0 ? 'orange' : 'green'} variant="light" size="sm">
                    {count === 0 ? t`No evidence yet` : count}
                  </Badge>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
});
