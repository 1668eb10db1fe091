import { Trans } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';

import classes from './route-loading-overlay.module.css';

/** Full-screen overlay with a message while a route's code loads (docs/roles-and-permissions.md, "Screens and who opens them"). */
export function RouteLoadingOverlay() {
  return (
    <div className={classes.overlay} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text fw={500}>
          <Trans>Loading, please wait…</Trans>
        </Text>
      </Stack>
    </div>
  );
}
