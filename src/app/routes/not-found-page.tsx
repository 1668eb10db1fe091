import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { SiteLayout } from '../layout/site-layout.tsx';

export function NotFoundPage() {
  const { t } = useLingui();
  useEffect(() => {
    document.title = `${t`Page not found`} | ${t`Shawahid`}`;
  }, [t]);
  return (
    <SiteLayout>
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>
            <Trans>Page not found</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The page you asked for does not exist or has moved.</Trans>
          </Text>
          <Button component={Link} to="/">
            <Trans>Back to the home page</Trans>
          </Button>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
