import { Trans } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';

import { useUserDbStatus } from '../lib/session/use-user-db.ts';

/** While the device's database gives no answer and is being opened again: says so. */
export function DeviceStorageStatus() {
  if (useUserDbStatus() !== 'notAnswering') return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text fz="sm" c="dimmed">
        <Trans>The device’s storage is not answering; trying again…</Trans>
      </Text>
    </Group>
  );
}
