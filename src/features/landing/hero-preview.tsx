import { Trans } from '@lingui/react/macro';
import { Divider, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCloudCheck,
  IconCloudUpload,
  IconFileText,
  IconPhoto,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { CoverageRing } from './coverage-ring.tsx';
import classes from './mock-surface.module.css';
import tone from './text-tone.module.css';
import { WrappingBadge } from './wrapping-badge.tsx';

interface PreviewItem {
  key: string;
  icon: Icon;
  title: ReactNode;
  criterion: ReactNode;
  synced: boolean;
}

/** Illustrative: a teacher's portfolio summary, as the app shows it on a phone. */
export function HeroPreview() {
  const items: PreviewItem[] = [
    {
      key: 'reading-circle',
      icon: IconPhoto,
      title: <Trans>Reading circle with Grade 4 students</Trans>,
      criterion: <Trans>Diversifying teaching strategies</Trans>,
      synced: false,
    },
    {
      key: 'parents-meeting',
      icon: IconFileText,
      title: <Trans>Invitation to the parents&apos; meeting</Trans>,
      criterion: <Trans>Interaction with parents</Trans>,
      synced: true,
    },
    {
      key: 'model-lesson',
      icon: IconVideo,
      title: <Trans>Model lesson for colleagues</Trans>,
      criterion: <Trans>Interaction with the professional community</Trans>,
      synced: true,
    },
  ];

  return (
    <Paper withBorder shadow="md" radius="lg" p="lg" aria-hidden="true" className={classes.surface}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>
            <Trans>My evidence portfolio</Trans>
          </Text>
          <WrappingBadge variant="light" color="orange" leftSection={<IconCloudUpload size={14} />}>
            <Trans>1 waiting to sync</Trans>
          </WrappingBadge>
        </Group>
        <div className={classes.itemRow}>
          <CoverageRing percent={73} label="8/11" />
          <Stack gap={4} className={classes.grow} justify="center" mih={88}>
            <Text fw={600}>
              <Trans>8 of 11 criteria have evidence</Trans>
            </Text>
            <Text size="sm" className={tone.muted}>
              <Trans>Add evidence for 3 more criteria before the end of term.</Trans>
            </Text>
          </Stack>
        </div>
        <Divider />
        <Stack gap="sm">
          {items.map(({ key, icon: ItemIcon, title, criterion, synced }) => (
            <div key={key} className={classes.itemRow}>
              <ThemeIcon variant="light" size={36} radius="md">
                <ItemIcon size={20} />
              </ThemeIcon>
              <Stack gap={4} className={classes.grow}>
                <Text size="sm" fw={600}>
                  {title}
                </Text>
                <WrappingBadge variant="light" size="sm">
                  {criterion}
                </WrappingBadge>
              </Stack>
              {synced ? (
                <IconCloudCheck size={20} color="var(--mantine-color-green-filled)" />
              ) : (
                <IconCloudUpload size={20} color="var(--mantine-color-orange-filled)" />
              )}
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
