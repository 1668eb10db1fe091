import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';

import { useAsyncAction } from '../../lib/forms/use-async-action.ts';
import { notifyText } from '../../lib/notify/notify.ts';
import { startSession } from '../../lib/session/session-store.ts';

import { signOutOtherDevices } from './profile-api.ts';

/** Ends the sessions on every other phone, tablet or computer; this one stays signed in. */
export function SignOutOtherDevices() {
  const { t } = useLingui();
  const { busy, run } = useAsyncAction(async () => {
    const { accessToken } = await signOutOtherDevices();
    startSession(accessToken);
    notifyText('success', t`You are signed out on all other devices.`);
  });

  return (
    <Stack gap="sm" align="flex-start">
      <Text fz="sm" c="dimmed">
        <Trans>
          Left your account open on a shared or lost device? Sign it out from here; this device
          stays signed in.
        </Trans>
      </Text>
      <Button variant="light" color="red" loading={busy} onClick={() => void run()}>
        <Trans>Sign out of all other devices</Trans>
      </Button>
    </Stack>
  );
}
