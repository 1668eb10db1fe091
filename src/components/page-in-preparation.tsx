import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function PageInPreparation({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{i18n._(title)}</Title>
        <Text c="dimmed">
          <Trans>
            This part of Shawahid is being prepared and will be available in an update soon.
          </Trans>
        </Text>
        <Button component={Link} to="/" variant="light">
          <Trans>Back to the home page</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
