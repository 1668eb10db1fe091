import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';

import { useInstallAction } from '../pwa/use-install-action.ts';

import { useStoragePersisted } from './use-storage-persisted.ts';

/**
 * Whether the browser promised to keep this device's storage, and the way to install when it
 * did not (an installed app's storage is the last a browser clears). Nothing while unknown.
 */
export function DeviceStorageStatus() {
  const { i18n } = useLingui();
  const persisted = useStoragePersisted();
  const install = useInstallAction();
  if (persisted === undefined || persisted === null) return null;
  if (persisted) {
    return (
      <Text fz="xs" c="dimmed">
        <Trans>Kept on this device: its storage is protected from automatic clearing.</Trans>
      </Text>
    );
  }
  return (
    <>
      <Text fz="xs" c="dimmed">
        <Trans>
          The browser may clear this device’s storage when space runs low; installing the app keeps
          it longest.
        </Trans>
      </Text>
      {install && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDeviceMobileDown size={16} aria-hidden />}
          onClick={install.run}
        >
          {i18n._(install.label)}
        </Button>
      )}
    </>
  );
}
