import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconShare2, IconSquarePlus } from '@tabler/icons-react';

import type { InstallRoute } from './install-offer-policy.ts';
import classes from './install-offer-message.module.css';
import { IosInstallPicture } from './ios-install-picture.tsx';

export type InstallAnswer = 'install' | 'not-now' | 'got-it';

/** The offer's words: Install / Not now, or on an iPhone Safari's three steps, pictured. */
export function InstallOfferMessage({
  route,
  onAnswer,
}: {
  route: Exclude<InstallRoute, 'none'>;
  onAnswer: (answer: InstallAnswer) => void;
}) {
  if (route === 'prompt') {
    return (
      <Stack gap="xs">
        <Text fz="sm">
          <Trans>Install Shawahid on your phone to capture evidence even without signal.</Trans>
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="subtle" onClick={() => onAnswer('not-now')}>
            <Trans>Not now</Trans>
          </Button>
          <Button size="compact-sm" onClick={() => onAnswer('install')}>
            <Trans>Install</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm">
        <Trans>Add Shawahid to your Home Screen to capture evidence even without signal.</Trans>
      </Text>
      <IosInstallPicture />
      <List type="ordered" fz="sm" spacing={4} className={classes.steps}>
        <List.Item>
          <Trans>
            Tap Share <IconShare2 size={18} className={classes.icon} aria-hidden /> in Safari’s
            toolbar (or in its ⋯ menu).
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Choose “Add to Home Screen”{' '}
            <IconSquarePlus size={18} className={classes.icon} aria-hidden />.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Tap “Add”.</Trans>
        </List.Item>
      </List>
      <Text fz="xs" c="dimmed">
        <Trans>
          Installed, Shawahid keeps its data on this device longest and can receive notifications.
        </Trans>
      </Text>
      <Group gap="xs" justify="flex-end">
        <Button size="compact-sm" onClick={() => onAnswer('got-it')}>
          <Trans>Got it</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
