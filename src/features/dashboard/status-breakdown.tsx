import { Group, Progress, Stack, Text } from '@mantine/core';

import { useLocale } from '../../lib/i18n/use-locale.ts';

import { formatCount } from './format-figures.ts';
import listClasses from './plain-list.module.css';
import classes from './status-breakdown.module.css';

export interface BreakdownItem {
  key: string;
  label: string;
  count: number;
  color: string;
}

/** Counts per status as one segmented bar and a list; an all-zero set shows the empty text. */
export function StatusBreakdown({
  items,
  emptyText,
}: {
  items: BreakdownItem[];
  emptyText: string;
}) {
  const { locale } = useLocale();
  const total = items.reduce((sum, item) => sum + item.count, 0);
  if (total === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Progress.Root size="lg" aria-hidden>
        {items
          .filter((item) => item.count > 0)
          .map((item) => (
            <Progress.Section
              key={item.key}
              value={(item.count / total) * 100}
              color={item.color}
            />
          ))}
      </Progress.Root>
      <Stack gap={4} component="ul" className={listClasses.plainList}>
        {items.map((item) => (
          <Group key={item.key} component="li" justify="space-between" gap="xs">
            <Group gap={8}>
              <span
                aria-hidden
                className={classes.swatch}
                style={{ background: `var(--mantine-color-${item.color}-filled)` }}
              />
              <Text fz="sm">{item.label}</Text>
            </Group>
            <Text fz="sm" fw={600}>
              {formatCount(item.count, locale)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
