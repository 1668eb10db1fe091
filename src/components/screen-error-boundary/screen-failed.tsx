import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** What a screen that failed to draw shows instead: saved work is safe, and a reload. */
export function ScreenFailed() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start" role="alert">
        <Title order={1} size="h2">
          <Trans>This screen could not be shown</Trans>
        </Title>
        <Text>
          <Trans>
            What you saved is kept on this device. Reload to try again; if it happens again, tell us
            through “Contact us” in the menu.
          </Trans>
        </Text>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          <Trans>Reload</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
