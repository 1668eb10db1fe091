import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';

import type { Criterion } from '../../../contract/achievements.ts';
import { criterionName } from '../../entities/criteria/criterion-name.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';

import classes from './coverage-panel.module.css';
import line from './phone-summary-line.module.css';

export interface CoveragePanelProps {
  criteria: readonly Criterion[];
  counts: ReadonlyMap<string, number>;
  selectedId: string | null;
  onSelect: (criterionId: string | null) => void;
}

/**
 * Evidence per criterion; criteria with none yet stand out. A click filters the list. On a
 * phone it is one line that opens, so the evidence itself starts on the first screen.
 */
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
  const isPhone = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  // On a phone the folded list is drawn the first time it opens (docs/achievements-at-scale.md).
  const [drawn, setDrawn] = useState(false);
  const listId = useId();
  const summary = t({
    message: plural(total, {
      one: `${covered} of # criterion has evidence`,
      other: `${covered} of # criteria have evidence`,
    }),
  });
  const filteredBy = criteria.find((criterion) => criterion.id === selectedId);
  const list = (
    <ul className={classes.list} id={listId}>
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
              onClick={() => {
                onSelect(selected ? null : criterion.id);
                // On a phone the list folds again, so the filtered evidence shows under it.
                setOpened(false);
              }}
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
  );
  if (isPhone) {
    return (
      <Card withBorder padding="xs">
        <h2 className={line.summaryHeading}>
          <UnstyledButton
            className={line.summary}
            aria-expanded={opened}
            aria-controls={listId}
            onClick={() => {
              setDrawn(true);
              setOpened((open) => !open);
            }}
          >
            <Text fz="sm" fw={600} component="span">
              <Trans>Coverage</Trans>
            </Text>
            <Text fz="sm" c="dimmed" component="span" className={line.summaryText}>
              {summary}
              {filteredBy && ` · ${criterionName(filteredBy, locale)}`}
            </Text>
            <IconChevronDown size={18} aria-hidden className={line.chevron} />
          </UnstyledButton>
        </h2>
        <Collapse expanded={opened}>
          <div className={line.phoneList}>{drawn ? list : <ul id={listId} hidden />}</div>
        </Collapse>
      </Card>
    );
  }
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            <Trans>Coverage</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            {summary}
          </Text>
        </Group>
        {list}
      </Stack>
    </Card>
  );
});
