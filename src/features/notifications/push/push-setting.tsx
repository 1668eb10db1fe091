import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { ApiError } from '../../../lib/api/api-error.ts';
import { reportApiError } from '../../../lib/api/report-api-error.ts';
import { notifyText } from '../../../lib/notify/notify.ts';

import { subscribeThisDevice } from './device-push.ts';
import type { PushAvailability } from './push-availability.ts';

export interface PushSettingProps {
  availability: PushAvailability;
  /** Safari's steps to add the app to the Home Screen (drawn by the app's install offer). */
  installSteps: ReactNode;
  /** After the permission was asked, whatever the answer. */
  onChanged: (outcome: 'subscribed' | 'denied') => void;
  /** Shown beside "Turn on notifications" when the offer may be put off. */
  onNotNow?: () => void;
  /** Inside a notice that has its own frame and icon (the offer after saving evidence). */
  bare?: boolean;
}

/** Turning on notifications for this device, or why it cannot be done here. */
export function PushSetting({
  availability,
  installSteps,
  onChanged,
  onNotNow,
  bare = false,
}: PushSettingProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const turnOn = async () => {
    setBusy(true);
    try {
      onChanged(await subscribeThisDevice());
    } catch (error) {
      // The server's refusal says why; the browser's own (no push service) gets a plain line.
      if (error instanceof ApiError) await reportApiError(error);
      else notifyText('error', t`Notifications could not be turned on on this device.`);
    } finally {
      setBusy(false);
    }
  };
  switch (availability) {
    case 'on':
      return (
        <Text fz="sm" c="dimmed">
          <Trans>Notifications are on for this device.</Trans>
        </Text>
      );
    case 'sharedDevice':
      return (
        <Text fz="sm" c="dimmed">
          <Trans>
            You said this device is shared, so it never receives your notifications: they could show
            your work to the next person. You will find them here and by email.
          </Trans>
        </Text>
      );
    case 'unsupported':
      return (
        <Text fz="sm" c="dimmed">
          <Trans>
            This browser cannot show notifications. You will find them here, and by email.
          </Trans>
        </Text>
      );
    case 'denied':
      return (
        <Text fz="sm" c="dimmed">
          <Trans>
            Notifications are blocked for Shawahid in this browser’s settings. Allow them there to
            receive them on this device.
          </Trans>
        </Text>
      );
    case 'needsInstall':
      return (
        <Stack gap="xs">
          <Text fz="sm">
            <Trans>
              On iPhone and iPad, notifications reach only the app on your Home Screen. Add it
              first, open it from there, then turn notifications on.
            </Trans>
          </Text>
          {installSteps}
          {onNotNow && (
            <Group justify="flex-end">
              <Button size="compact-sm" variant="subtle" onClick={onNotNow}>
                <Trans>Not now</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      );
    case 'off': {
      const offer = (
        <Stack gap="xs">
          <Text fz="sm">
            <Trans>
              Know at once when your principal returns or accepts your evidence, even with the app
              closed.
            </Trans>
          </Text>
          <Group gap="xs" justify="flex-end">
            {onNotNow && (
              <Button size="compact-sm" variant="subtle" onClick={onNotNow}>
                <Trans>Not now</Trans>
              </Button>
            )}
            <Button size="compact-sm" loading={busy} onClick={() => void turnOn()}>
              <Trans>Turn on notifications</Trans>
            </Button>
          </Group>
        </Stack>
      );
      if (bare) return offer;
      return (
        <Alert variant="light" color="teal" icon={<IconBellRinging size={20} aria-hidden />}>
          {offer}
        </Alert>
      );
    }
  }
}
