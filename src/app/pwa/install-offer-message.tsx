import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';

import type { InstallRoute } from './install-offer-policy.ts';
import { IosInstallSteps } from './ios-install-steps.tsx';

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
      <IosInstallSteps />
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
