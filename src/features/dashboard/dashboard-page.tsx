import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { LazyPartBoundary } from '../../components/lazy-part-boundary/lazy-part-boundary.tsx';
import { withCatalogs } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session-store.ts';

// The figures bring the device database, the response schemas and the charts' frames;
// the page and its heading show without waiting for them.
const RoleDashboard = lazy(
  withCatalogs(['components', 'dashboard', 'entities'], () => import('./role-dashboard.tsx')),
);

/** /dashboard: the figures of the signed-in user's role, kept on the device for offline use. */
export default function DashboardPage() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <Container size="lg" py="xl" px="sm">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Dashboard</Trans>
          </Title>
        </Group>
        {session && (
          <LazyPartBoundary
            fallback={
              <Alert color="red" variant="light" title={t`The dashboard could not be loaded`} />
            }
          >
            <Suspense fallback={<Loader aria-label={t`Loading the dashboard`} />}>
              {/* A new key per user: another account never starts from this one's figures. */}
              <RoleDashboard
                key={`${session.user.sub}:${session.user.role}`}
                userId={session.user.sub}
                role={session.user.role}
              />
            </Suspense>
          </LazyPartBoundary>
        )}
      </Stack>
    </Container>
  );
}
