import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

const updateToastId = 'app-update-available';

/** Registers the service worker and offers "new version available — reload". */
export function UpdatePrompt() {
  useEffect(() => {
    // workbox-window waits for the page's load anyway, so it stays off the first paint.
    void import('./register-service-worker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker({
        onUpdateWaiting: (activate) => {
          notifications.show({
            id: updateToastId,
            autoClose: false,
            withCloseButton: true,
            color: 'teal',
            message: (
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text fz="sm">
                  <Trans>A new version of Shawahid is available.</Trans>
                </Text>
                <Button size="compact-sm" onClick={activate}>
                  <Trans>Reload</Trans>
                </Button>
              </Group>
            ),
          });
        },
      }),
    );
  }, []);
  return null;
}
